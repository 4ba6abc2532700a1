// The money tail shared by a new quote and a booking re-priced from its snapshot (promo or
// payment type changed at the payment step): base lines -> discount, total, deposit, balance.
import { addDaysToDateString, percentOf } from '@kernel'
import { DEFAULT_DISCOUNT_CAP_PERCENT, evaluatePromo } from './promo'
import type { Cents } from '@kernel'
import type { PaymentType, PromoRule, QuoteError, QuoteLine } from './types'

export const DEFAULT_DEPOSIT_PERCENT = 25

export interface SettleInput {
  /** Package, add-on and travel lines (no discount line). */
  baseLines: QuoteLine[]
  promo: PromoRule | null
  promoCode?: string | null
  paymentType: PaymentType
  eventDate: string
  today: string
  depositPercent?: number
  discountCapPercent?: number
}

export interface SettledTotals {
  lines: QuoteLine[]
  baseTotalCents: Cents
  discountCents: Cents
  totalCents: Cents
  depositCents: Cents
  amountDueNowCents: Cents
  remainingBalanceCents: Cents
  balanceDueDate: string
  promoCode: string | null
}

export function settleTotals(
  input: SettleInput,
): { ok: true; totals: SettledTotals } | { ok: false; error: QuoteError } {
  const baseLines = input.baseLines.filter((l) => l.kind !== 'discount')
  const baseTotalCents = baseLines.reduce((sum, l) => sum + l.amountCents, 0)
  const promo = evaluatePromo({
    promo: input.promo,
    code: input.promoCode,
    baseTotalCents,
    today: input.today,
    discountCapPercent: input.discountCapPercent ?? DEFAULT_DISCOUNT_CAP_PERCENT,
  })
  if (!promo.ok) return promo
  const { discountCents, code } = promo
  const totalCents = baseTotalCents - discountCents
  const depositCents = percentOf(totalCents, input.depositPercent ?? DEFAULT_DEPOSIT_PERCENT)
  const amountDueNowCents = input.paymentType === 'full' ? totalCents : depositCents
  const lines =
    discountCents > 0
      ? [
          ...baseLines,
          {
            kind: 'discount' as const,
            label: `Promo code ${code}`,
            quantity: 1,
            amountCents: -discountCents,
          },
        ]
      : baseLines
  return {
    ok: true,
    totals: {
      lines,
      baseTotalCents,
      discountCents,
      totalCents,
      depositCents,
      amountDueNowCents,
      remainingBalanceCents: totalCents - amountDueNowCents,
      balanceDueDate: addDaysToDateString(input.eventDate, -1),
      promoCode: code,
    },
  }
}
