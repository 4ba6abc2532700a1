import { formatDollarsShort, formatDuration, type Cents } from '@kernel'

import type { PricingRule } from './catalogChoices'

/**
 * An add-on's unit price in words, one wording for the wizard, the landing and every page that
 * lists add-ons: '$69 per hour', '$19 per 30 min', '$99 per booth hour', '$249.50'. For browsing
 * only: the amounts charged come from the server's quote.
 */
export function addOnPriceWords(rule: {
  pricingRule: PricingRule
  priceCents: Cents
  unitMinutes?: number | null
}): string {
  const price = formatDollarsShort(rule.priceCents)
  if (rule.pricingRule === 'per_booth_hour') return `${price} per booth hour`
  if (rule.pricingRule === 'per_unit' && rule.unitMinutes)
    return `${price} per ${formatDuration(rule.unitMinutes, 'unit')}`
  return price
}
