import { describe, expect, it } from 'vitest'

import { bookingSchema } from './endpoints/schemas'
import { guestCountNumber, guestCountText, MAX_GUESTS } from './customerFields'

// The wizard's form (customerSchema uses guestCountText) and the booking endpoint read a guest
// count by one rule.
describe('guest count', () => {
  const typed = ['1', '80', '10000', '0', '10001', '99999', '100000', '', 'abc', '12.5', ' 40 ']

  it('the form and the server accept exactly the same typed values', () => {
    for (const value of typed)
      expect([value, guestCountText.safeParse(value).success]).toEqual([
        value,
        guestCountNumber.safeParse(value.trim()).success && value.trim() !== '',
      ])
  })

  it('is 1 to MAX_GUESTS, with the form’s message naming the range', () => {
    expect(MAX_GUESTS).toBe(10_000)
    expect(guestCountNumber.safeParse(MAX_GUESTS).success).toBe(true)
    expect(guestCountNumber.safeParse(MAX_GUESTS + 1).success).toBe(false)
    expect(guestCountNumber.safeParse(0).success).toBe(false)
    const tooMany = guestCountText.safeParse('10001')
    expect(tooMany.error?.issues[0].message).toBe('Guest count must be between 1 and 10,000')
    expect(guestCountText.safeParse('').error?.issues[0].message).toBe('Guest count is required')
  })

  it('the booking endpoint refuses what the form refuses', () => {
    expect(bookingSchema.shape.guestCount.safeParse('10000').data).toBe(10_000)
    expect(bookingSchema.shape.guestCount.safeParse('10001').success).toBe(false)
    expect(bookingSchema.shape.guestCount.safeParse(undefined).data).toBe(50)
  })
})
