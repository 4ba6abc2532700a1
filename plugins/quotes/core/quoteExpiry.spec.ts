import { describe, expect, it } from 'vitest'

import { quoteExpiresOn, quoteState } from './quoteExpiry'

describe('quote expiry', () => {
  it('defaults to 7 days and refuses a date already past', () => {
    expect(quoteExpiresOn('2027-02-25')).toBe('2027-03-04')
    expect(quoteExpiresOn('2027-02-25', '2027-02-26')).toBe('2027-02-26')
    expect(quoteExpiresOn('2027-02-25', '2027-02-24')).toBeNull()
  })

  it('is open through its expiry date, expired the day after', () => {
    expect(quoteState('sent', '2027-03-04', '2027-03-04')).toBe('open')
    expect(quoteState('sent', '2027-03-04', '2027-03-05')).toBe('expired')
    expect(quoteState('accepted', '2027-03-04', '2027-03-09')).toBe('accepted')
  })
})
