// The booking quote: package + add-ons + travel, one promo, deposit split.
// Single source of truth for every amount shown to or charged from a customer.
import { priceSelections } from './priceSelections'
import type { QuoteInput, QuoteResult } from './quoteInput'
import { quoteInputError } from './quoteInputError'
import { DEFAULT_DISCOUNT_CAP_PERCENT } from './promo'
import { DEFAULT_DEPOSIT_PERCENT, settleTotals } from './settleTotals'
import type { QuoteLine } from './types'

export type { QuoteInput, QuoteResult } from './quoteInput'

export { priceAddOn, type PriceAddOnInput, type PriceAddOnResult } from './priceAddOn'
export {
  priceSelections,
  type PricedSelections,
  type PriceSelectionsInput,
  type PriceSelectionsResult,
} from './priceSelections'

export {
  DEFAULT_DEPOSIT_PERCENT,
  settleTotals,
  type SettledTotals,
  type SettleInput,
} from './settleTotals'

export function quote(input: QuoteInput): QuoteResult {
  const { pkg, travelSurchargeCents, paymentType, eventDate, today } = input
  const depositPercent = input.depositPercent ?? DEFAULT_DEPOSIT_PERCENT
  const invalid = quoteInputError(input, depositPercent)
  if (invalid) return { ok: false, error: invalid }

  const sel = priceSelections({
    pkg,
    addOns: input.addOns,
    selections: input.selections,
    eventDate,
    today,
    leadTimeExempt: input.leadTimeExempt,
  })
  if (!sel.ok) return sel
  const { addOnsTotalCents } = sel.value
  const baseLines: QuoteLine[] = [
    { kind: 'package', label: pkg.name, quantity: 1, amountCents: pkg.priceCents },
    ...sel.value.lines,
  ]
  if (travelSurchargeCents > 0)
    baseLines.push({
      kind: 'travel',
      label: 'Travel surcharge',
      quantity: 1,
      amountCents: travelSurchargeCents,
    })
  for (const line of input.customLines ?? [])
    baseLines.push({
      kind: 'custom',
      label: line.label,
      quantity: 1,
      amountCents: line.amountCents,
    })

  // A quote's discount lines may not take the total below zero (nothing is ever paid back).
  if (baseLines.reduce((sum, l) => sum + l.amountCents, 0) < 0)
    return {
      ok: false,
      error: {
        code: 'total_negative',
        message: 'The lines bring the total below zero.',
        field: 'lines',
      },
    }
  const settled = settleTotals({
    baseLines,
    promo: input.promo,
    promoCode: input.promoCode,
    paymentType,
    eventDate,
    today,
    depositPercent,
    discountCapPercent: input.discountCapPercent ?? DEFAULT_DISCOUNT_CAP_PERCENT,
  })
  if (!settled.ok) return settled
  const t = settled.totals

  return {
    ok: true,
    quote: {
      lines: t.lines,
      packagePriceCents: pkg.priceCents,
      addOnsTotalCents,
      travelSurchargeCents,
      baseTotalCents: t.baseTotalCents,
      discountCents: t.discountCents,
      totalCents: t.totalCents,
      depositCents: t.depositCents,
      amountDueNowCents: t.amountDueNowCents,
      remainingBalanceCents: t.remainingBalanceCents,
      balanceDueDate: t.balanceDueDate,
      extraEventMinutes: sel.value.extraEventMinutes,
      earlySetupMinutes: sel.value.earlySetupMinutes,
      boothsNeeded: sel.value.boothsNeeded,
      promoCode: t.promoCode,
    },
  }
}
