// Promo-code normalisation and evaluation. Every reason a code cannot be used
// shows the same 'Invalid promo code' message (so codes cannot be probed),
// except the minimum order, which the customer can act on.
import { isValidDateString, formatDollarsShort, percentOf } from '@kernel'
import type { Cents } from '@kernel'
import type { PromoRule, QuoteError, QuoteErrorCode } from './types'

export const DEFAULT_DISCOUNT_CAP_PERCENT = 95
const INVALID_MESSAGE = 'Invalid promo code'

/** Trim + uppercase; empty input means "no code". */
export function normalizePromoCode(input: string | null | undefined): string | null {
  const code = (input ?? '').trim().toUpperCase()
  return code === '' ? null : code
}

export interface EvaluatePromoInput {
  promo: PromoRule | null
  /** What the customer typed. When present it must match promo.code; with promo null it is unknown. */
  code?: string | null
  baseTotalCents: Cents
  /** YYYY-MM-DD in Winnipeg. */
  today: string
  discountCapPercent?: number
}

export type EvaluatePromoResult =
  { ok: true; code: string | null; discountCents: Cents } | { ok: false; error: QuoteError }

const fail = (code: QuoteErrorCode, message = INVALID_MESSAGE): EvaluatePromoResult => ({
  ok: false,
  error: { code, message, field: 'promoCode' },
})

/** Accepts 'YYYY-MM-DD' or an ISO timestamp's date part; anything else is unusable. */
function dayOf(value: string | null | undefined): string | null | false {
  if (value == null || value === '') return null
  const day = value.slice(0, 10)
  return isValidDateString(day) ? day : false
}

function hasValidValue(p: PromoRule): boolean {
  if (!Number.isFinite(p.discountValue) || p.discountValue <= 0) return false
  return p.discountType === 'percentage'
    ? p.discountValue <= 100
    : p.discountType === 'fixed' && Number.isInteger(p.discountValue)
}

export function evaluatePromo(input: EvaluatePromoInput): EvaluatePromoResult {
  const { promo, baseTotalCents, today } = input
  const cap = input.discountCapPercent ?? DEFAULT_DISCOUNT_CAP_PERCENT
  if (!isValidDateString(today)) throw new RangeError(`Invalid today: ${today}`)
  if (!Number.isInteger(baseTotalCents) || baseTotalCents < 0)
    throw new RangeError(`Invalid baseTotalCents: ${baseTotalCents}`)
  if (!(cap >= 0 && cap <= 100)) throw new RangeError(`Invalid discountCapPercent: ${cap}`)

  const typed = normalizePromoCode(input.code)
  if (!promo) return typed ? fail('promo_invalid') : { ok: true, code: null, discountCents: 0 }
  const code = normalizePromoCode(promo.code)
  if (!code || (typed !== null && typed !== code) || !hasValidValue(promo))
    return fail('promo_invalid')
  if (!promo.active) return fail('promo_inactive')

  const startsAt = dayOf(promo.startsAt)
  const endsAt = dayOf(promo.endsAt)
  if (startsAt === false || endsAt === false) return fail('promo_invalid') // misconfigured: fail closed
  if (startsAt && today < startsAt) return fail('promo_not_started')
  if (endsAt && today > endsAt) return fail('promo_expired')
  if (promo.usageLimit != null && promo.timesUsed >= promo.usageLimit)
    return fail('promo_exhausted')

  if (baseTotalCents < promo.minOrderCents) {
    return fail(
      'promo_min_order',
      `Minimum order amount ${formatDollarsShort(promo.minOrderCents)} required for this code`,
    )
  }

  const raw =
    promo.discountType === 'percentage'
      ? percentOf(baseTotalCents, promo.discountValue)
      : promo.discountValue
  const discountCents = Math.min(raw, percentOf(baseTotalCents, cap), baseTotalCents)
  return { ok: true, code, discountCents }
}
