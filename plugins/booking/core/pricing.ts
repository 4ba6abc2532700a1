// The booking quote: package + add-ons + travel, one promo, deposit split.
// Single source of truth for every amount shown to or charged from a customer.
import { isValidDateString, isCents } from '@kernel'
import { priceSelections } from './priceSelections'
import { DEFAULT_DISCOUNT_CAP_PERCENT } from './promo'
import { DEFAULT_DEPOSIT_PERCENT, settleTotals } from './settleTotals'
import type {
  AddOnSelection,
  CatalogAddOn,
  CatalogPackage,
  PaymentType,
  PromoRule,
  Quote,
  QuoteError,
  QuoteLine,
} from './types'
import type { Cents } from '@kernel'

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

export interface QuoteInput {
  pkg: CatalogPackage
  /** The whole add-on catalog; selections refer to it by id. */
  addOns: CatalogAddOn[]
  selections: AddOnSelection[]
  travelSurchargeCents: Cents
  /** The promo looked up by the (normalised) code, or null if none/not found. */
  promo: PromoRule | null
  /** What the customer typed; lets an unknown code (promo null) be reported. */
  promoCode?: string | null
  paymentType: PaymentType
  eventDate: string
  /** YYYY-MM-DD in Winnipeg, from todayInZone(now, zone). */
  today: string
  depositPercent?: number
  discountCapPercent?: number
  /** Add-ons a booking change keeps: their lead time was met when they were booked. */
  leadTimeExempt?: number[]
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: QuoteError }

function assertConfig(input: QuoteInput, depositPercent: number): void {
  // These come from the server, not the customer: a bad value is a bug, so throw.
  if (!isCents(input.travelSurchargeCents) || input.travelSurchargeCents < 0)
    throw new RangeError('Invalid travelSurchargeCents')
  if (!isCents(input.pkg.priceCents) || input.pkg.priceCents < 0)
    throw new RangeError('Invalid package price')
  if (!(depositPercent >= 0 && depositPercent <= 100))
    throw new RangeError('Invalid depositPercent')
  if (!isValidDateString(input.today)) throw new RangeError(`Invalid today: ${input.today}`)
}

export function quote(input: QuoteInput): QuoteResult {
  const { pkg, travelSurchargeCents, paymentType, eventDate, today } = input
  const depositPercent = input.depositPercent ?? DEFAULT_DEPOSIT_PERCENT
  assertConfig(input, depositPercent)

  if (!pkg.bookable) {
    return {
      ok: false,
      error: {
        code: 'package_not_bookable',
        message: `${pkg.name} cannot be booked online`,
        field: 'package',
      },
    }
  }
  if (!isValidDateString(eventDate)) {
    return {
      ok: false,
      error: { code: 'date_invalid', message: 'Invalid event date', field: 'eventDate' },
    }
  }
  if (paymentType !== 'full' && paymentType !== 'deposit') {
    return {
      ok: false,
      error: {
        code: 'payment_type_invalid',
        message: 'Invalid payment option',
        field: 'paymentType',
      },
    }
  }

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
