import { describe, expect, it } from 'vitest'

import { requestDue, type RequestFacts } from './requestDue'

const at = (iso: string) => new Date(iso)
const base: RequestFacts = {
  bookingActive: true,
  readyEmailAt: at('2027-06-06T15:00:00Z'),
  openedAt: null,
  sentAt: null,
  reminderSentAt: null,
  stoppedAt: null,
  reviewed: false,
}

describe('requestDue', () => {
  it('waits 24 hours after the ready email, to the minute', () => {
    expect(requestDue(base, at('2027-06-07T14:59:00Z'))).toBeNull()
    expect(requestDue(base, at('2027-06-07T15:00:00Z'))).toBe('request')
  })
  it('sends at once when the gallery is opened first', () => {
    expect(
      requestDue({ ...base, openedAt: at('2027-06-06T16:00:00Z') }, at('2027-06-06T16:00:01Z')),
    ).toBe('request')
  })
  it('nothing without a ready email or an opening', () => {
    expect(requestDue({ ...base, readyEmailAt: null }, at('2028-01-01T00:00:00Z'))).toBeNull()
  })
  it('one reminder 5 days after the request, then nothing', () => {
    const sent = { ...base, sentAt: at('2027-06-07T15:00:00Z') }
    expect(requestDue(sent, at('2027-06-12T14:59:00Z'))).toBeNull()
    expect(requestDue(sent, at('2027-06-12T15:00:00Z'))).toBe('reminder')
    expect(
      requestDue(
        { ...sent, reminderSentAt: at('2027-06-12T15:00:00Z') },
        at('2027-07-01T00:00:00Z'),
      ),
    ).toBeNull()
  })
  it('never for a cancelled booking, a stopped request or a booking already reviewed', () => {
    const late = at('2027-07-01T00:00:00Z')
    expect(requestDue({ ...base, bookingActive: false }, late)).toBeNull()
    expect(requestDue({ ...base, stoppedAt: late }, late)).toBeNull()
    expect(
      requestDue({ ...base, sentAt: at('2027-06-07T15:00:00Z'), reviewed: true }, late),
    ).toBeNull()
  })
})
