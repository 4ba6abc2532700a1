import { describe, expect, it } from 'vitest'

import { linkPrefill, waitlistPrefill, withLinkPrefill } from './linkPrefill'
import { emptyWizardState } from './types'

describe('a link into the wizard fills in what it knows', () => {
  const search =
    '?package=3&date=2027-06-12&time=17%3A00&town=Selkirk&guests=120&name=Ana+G%C3%B3mez+Ruiz&email=ana%40example.net'

  it('reads the chat’s Book now link', () => {
    expect(linkPrefill(search)).toEqual({
      selectedDate: '2027-06-12',
      selectedTime: '17:00',
      form: {
        firstName: 'Ana',
        lastName: 'Gómez Ruiz',
        email: 'ana@example.net',
        address: 'Selkirk, MB',
        guestCount: '120',
      },
    })
  })

  it('ignores what is not the right shape', () => {
    expect(linkPrefill('?date=June&time=5pm&email=nope&guests=lots')).toEqual({
      selectedDate: null,
      selectedTime: null,
      form: {},
    })
  })

  it('keeps what the visitor already typed and takes the link’s date and time', () => {
    const saved = {
      ...emptyWizardState,
      selectedDate: '2027-01-01',
      selectedTime: '10:00',
      bookingFormData: { firstName: 'Ann', email: '' } as never,
    }
    const s = withLinkPrefill(saved, linkPrefill(search))
    expect(s.selectedDate).toBe('2027-06-12')
    expect(s.selectedTime).toBe('17:00')
    expect(s.bookingFormData).toMatchObject({ firstName: 'Ann', email: 'ana@example.net' })
  })
})

describe('waitlistPrefill (the chat’s "Join the waitlist" link)', () => {
  it('opens the form with the name and a well-formed email; otherwise stays closed', () => {
    expect(
      waitlistPrefill(
        '?package=3&date=2027-06-12&time=14%3A00&name=Riley+Wait&email=r%40x.ca&waitlist=1',
      ),
    ).toEqual({ open: true, name: 'Riley Wait', email: 'r@x.ca' })
    expect(waitlistPrefill('?date=2027-06-12&email=nope')).toEqual({
      open: false,
      name: '',
      email: '',
    })
  })
})
