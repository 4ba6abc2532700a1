import { describe, expect, it } from 'vitest'

import { boothsLabel, holdGroups, holdLine } from './holdGroups'

const sam = { id: 7, firstName: 'Sam', lastName: 'Lee', eventDate: '2027-01-09' }

describe('holdGroups', () => {
  it('puts a booking’s two booth reservations on one line, freeing at the earlier end', () => {
    const groups = holdGroups([
      { id: 1, booking: sam, booth: 'booth2', holdExpiresAt: '2026-11-26T21:42:00.000Z' },
      { id: 2, booking: 9, booth: 'booth1', holdExpiresAt: '2026-11-26T21:50:00.000Z' },
      { id: 3, booking: sam, booth: 'booth1', holdExpiresAt: '2026-11-26T21:40:00.000Z' },
    ])
    expect(groups).toEqual([
      {
        bookingId: 7,
        booking: sam,
        booths: ['Booth 1', 'Booth 2'],
        freesAt: '2026-11-26T21:40:00.000Z',
      },
      { bookingId: 9, booking: null, booths: ['Booth 1'], freesAt: '2026-11-26T21:50:00.000Z' },
    ])
    expect(boothsLabel(groups[0].booths)).toBe('Booths 1 and 2')
    expect(boothsLabel(groups[1].booths)).toBe('Booth 1')
    expect(holdLine(groups[0], '3:40 PM')).toBe(
      'Someone is paying; the slot frees at 3:40 PM if not.',
    )
    const byLink = { ...groups[0], booking: { ...sam, source: 'phone' } }
    expect(holdLine(byLink, 'Sun, Nov 29, 4:02 PM')).toBe(
      'Waiting for the customer to pay by link; the slot frees at Sun, Nov 29, 4:02 PM if not.',
    )
  })
})
