// Cancellation refunds by notice given, counted in Winnipeg calendar days.
import { daysBetweenDateStrings, isCents, percentOf } from '@kernel'
import type { Cents } from '@kernel'

/** A booking may be moved to another date once without penalty. */
export const FREE_RESCHEDULES = 1

export interface RefundPolicyInput {
  eventDate: string // YYYY-MM-DD
  cancelDate: string // YYYY-MM-DD, the Winnipeg date the cancellation was received
  amountPaidCents: Cents
}

export interface RefundPolicy {
  daysBefore: number
  refundPercent: 0 | 50 | 75
  refundCents: Cents
}

export function refundPercentFor(daysBefore: number): 0 | 50 | 75 {
  if (daysBefore >= 60) return 75
  if (daysBefore >= 30) return 50
  return 0
}

export function refundPolicy({
  eventDate,
  cancelDate,
  amountPaidCents,
}: RefundPolicyInput): RefundPolicy {
  if (!isCents(amountPaidCents) || amountPaidCents < 0)
    throw new RangeError(`Invalid amountPaidCents: ${amountPaidCents}`)
  const daysBefore = daysBetweenDateStrings(cancelDate, eventDate) // throws on invalid dates
  const refundPercent = refundPercentFor(daysBefore)
  return { daysBefore, refundPercent, refundCents: percentOf(amountPaidCents, refundPercent) }
}
