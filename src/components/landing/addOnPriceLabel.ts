import { addOnPriceWords } from '@booking/rules'
import { toCents } from '@kernel'

import type { AddOn } from '@/payload-types'

/** An add-on's unit price as the CMS stores it (dollars), in booking's one wording. */
export function addOnPriceLabel(
  addOn: Pick<AddOn, 'price' | 'pricingRule' | 'unitMinutes'>,
): string {
  return addOnPriceWords({ ...addOn, priceCents: toCents(addOn.price) })
}
