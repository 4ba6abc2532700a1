import { describe, expect, it } from 'vitest'

import {
  expiresOnFor,
  extendedExpiry,
  isExpiredOn,
  reminderDue,
  uploadKeyValid,
} from './galleryDates'

describe('gallery dates', () => {
  it('keeps photos 60 days after the event', () => {
    expect(expiresOnFor('2027-01-10')).toBe('2027-03-11')
  })
  it('accepts the upload key through the 7th day after the event, not the 8th', () => {
    expect(uploadKeyValid('2027-01-17', '2027-01-10')).toBe(true)
    expect(uploadKeyValid('2027-01-18', '2027-01-10')).toBe(false)
  })
  it('reminds in the last 7 days only, and is expired on the expiry day', () => {
    expect(reminderDue('2027-03-03', '2027-03-11')).toBe(false)
    expect(reminderDue('2027-03-04', '2027-03-11')).toBe(true)
    expect(reminderDue('2027-03-11', '2027-03-11')).toBe(false)
    expect(isExpiredOn('2027-03-10', '2027-03-11')).toBe(false)
    expect(isExpiredOn('2027-03-11', '2027-03-11')).toBe(true)
  })
  it('extends by 30 days from the expiry, or from today when already past', () => {
    expect(extendedExpiry('2027-03-01', '2027-03-11')).toBe('2027-04-10')
    expect(extendedExpiry('2027-03-20', '2027-03-11')).toBe('2027-04-19')
  })
})
