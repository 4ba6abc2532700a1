import { describe, expect, it } from 'vitest'

import { addOnPriceWords } from './addOnPriceWords'
import { PRICING_RULES } from './catalogChoices'

describe('addOnPriceWords', () => {
  it('names the unit of each pricing rule, in one wording', () => {
    const words = (pricingRule: (typeof PRICING_RULES)[number]['value'], priceCents: number) =>
      addOnPriceWords({ pricingRule, priceCents, unitMinutes: 30 })
    expect(words('per_unit', 1900)).toBe('$19 per 30 min')
    expect(addOnPriceWords({ pricingRule: 'per_unit', priceCents: 6900, unitMinutes: 60 })).toBe(
      '$69 per hour',
    )
    expect(words('per_booth_hour', 9900)).toBe('$99 per booth hour')
    expect(words('flat', 24950)).toBe('$249.50')
  })

  it('words every rule the catalog offers', () => {
    for (const { value } of PRICING_RULES)
      expect(addOnPriceWords({ pricingRule: value, priceCents: 100, unitMinutes: 15 })).toMatch(
        /^\$1(\.00)?( per .+)?$/,
      )
  })
})
