import type { AddOn } from '@/payload-types'
import { formatDollars as formatPrice, formatDuration } from '@kernel'

/** '$69 per hour', '$19 per 30 min', '$99 per booth-hour', '$249'. */
export function addOnPriceLabel(
  addOn: Pick<AddOn, 'price' | 'pricingRule' | 'unitMinutes'>,
): string {
  const price = formatPrice(addOn.price)
  if (addOn.pricingRule === 'per_booth_hour') return `${price} per booth-hour`
  if (addOn.pricingRule === 'per_unit' && addOn.unitMinutes) {
    return `${price} per ${formatDuration(addOn.unitMinutes, 'unit')}`
  }
  return price
}
