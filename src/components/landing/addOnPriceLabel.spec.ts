import { describe, expect, it } from 'vitest'

import { addOnPriceLabel } from './addOnPriceLabel'

describe('addOnPriceLabel', () => {
  it('names the unit of each pricing rule', () => {
    expect(addOnPriceLabel({ price: 69, pricingRule: 'per_unit', unitMinutes: 60 })).toBe(
      '$69 per hour',
    )
    expect(addOnPriceLabel({ price: 19, pricingRule: 'per_unit', unitMinutes: 30 })).toBe(
      '$19 per 30 min',
    )
    expect(addOnPriceLabel({ price: 99, pricingRule: 'per_booth_hour', unitMinutes: null })).toBe(
      '$99 per booth hour',
    )
    expect(addOnPriceLabel({ price: 249.5, pricingRule: 'flat', unitMinutes: null })).toBe(
      '$249.50',
    )
  })
})
