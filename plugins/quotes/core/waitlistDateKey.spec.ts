import { describe, expect, it } from 'vitest'

import { waitlistDateKey } from './waitlistDateKey'

describe('the waitlist date lock key', () => {
  it('is the day number, one per date, ascending with the dates', () => {
    expect(waitlistDateKey('1970-01-02')).toBe(1)
    expect(waitlistDateKey('2027-03-14')).toBe(waitlistDateKey('2027-03-13') + 1)
    expect(waitlistDateKey('2028-03-01')).toBe(waitlistDateKey('2028-02-29') + 1)
  })
})
