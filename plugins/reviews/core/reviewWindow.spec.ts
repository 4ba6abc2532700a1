import { describe, expect, it } from 'vitest'

import { editableUntil, isHappy, linkState } from './reviewWindow'

const at = (iso: string) => new Date(iso)

describe('linkState', () => {
  it('refuses a link for a booking never asked', () => {
    expect(linkState({ sentAt: null, submittedAt: null }, at('2027-06-07T00:00:00Z'))).toBe(
      'not_requested',
    )
  })
  it('a review stays editable 14 days, then the link closes', () => {
    const f = { sentAt: at('2027-06-01T00:00:00Z'), submittedAt: at('2027-06-02T12:00:00Z') }
    expect(linkState(f, at('2027-06-16T12:00:00Z'))).toBe('open')
    expect(linkState(f, at('2027-06-16T12:00:01Z'))).toBe('closed')
    expect(editableUntil(f.submittedAt).toISOString()).toBe('2027-06-16T12:00:00.000Z')
  })
  it('an unanswered request closes after 60 days', () => {
    const f = { sentAt: at('2027-06-01T00:00:00Z'), submittedAt: null }
    expect(linkState(f, at('2027-07-31T00:00:00Z'))).toBe('open')
    expect(linkState(f, at('2027-07-31T00:00:01Z'))).toBe('closed')
  })
  it('4 and 5 stars are happy, 3 is not', () => {
    expect([1, 2, 3, 4, 5].map(isHappy)).toEqual([false, false, false, true, true])
  })
})
