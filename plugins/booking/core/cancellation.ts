// Cancellation refunds by notice given, counted in Winnipeg calendar days.
import { daysBetweenDateStrings, isCents, percentOf } from '@kernel'
import type { Cents } from '@kernel'

/** A booking may be moved to another date once without penalty. */
export const FREE_RESCHEDULES = 1

export interface RefundPolicyInput {
  eventDate: string // YYYY-MM-DD
  cancelDate: string // YYYY-MM-DD, the Winnipeg date the cancellation was received
  amountPaidCents: Cents
  /** The most the terms give this booking, set when it was rescheduled (none: the table alone). */
  capPercent?: number | null
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
  capPercent,
}: RefundPolicyInput): RefundPolicy {
  if (!isCents(amountPaidCents) || amountPaidCents < 0)
    throw new RangeError(`Invalid amountPaidCents: ${amountPaidCents}`)
  const daysBefore = daysBetweenDateStrings(cancelDate, eventDate) // throws on invalid dates
  const refundPercent = cappedPercent(refundPercentFor(daysBefore), capPercent)
  return { daysBefore, refundPercent, refundCents: percentOf(amountPaidCents, refundPercent) }
}

const cappedPercent = (percent: 0 | 50 | 75, cap: number | null | undefined): 0 | 50 | 75 =>
  cap == null ? percent : (Math.min(percent, refundPercentFor(capDays(cap))) as 0 | 50 | 75)

// The table's least notice for a percentage: a stored cap is always one of the table's values.
const capDays = (cap: number) => (cap >= 75 ? 60 : cap >= 50 ? 30 : 0)

/**
 * What a reschedule leaves the terms at: the refund the booking had on the day it moved (and
 * never more than an earlier move left), so a free move out of the no-refund window does not
 * turn "no refund" into 75%. The terms and the manage page say this rule.
 */
export function rescheduleRefundCap(args: {
  eventDate: string
  today: string
  capPercent?: number | null
}): 0 | 50 | 75 {
  const days = daysBetweenDateStrings(args.today, args.eventDate)
  return cappedPercent(refundPercentFor(days), args.capPercent)
}

/** A booking as the cancellation terms read it (net paid, kept change fees, a reschedule's cap). */
export type RefundableBooking = {
  eventDate: string
  amountPaidCents?: number | null
  refundedCents?: number | null
  changeFeeCents?: number | null
  refundCapPercent?: number | null
}

/**
 * What cancelling on `today` gives back, for every screen and the cancel itself: of the money
 * paid and not yet refunded, less change fees the terms already kept once, the table's share for
 * the notice, never above the cap a reschedule left. `capped`: the cap, not the table, decided.
 */
export function cancellationRefund(b: RefundableBooking, today: string) {
  const netPaidCents = Math.max(0, (b.amountPaidCents ?? 0) - (b.refundedCents ?? 0))
  const amountPaidCents = Math.max(0, netPaidCents - (b.changeFeeCents ?? 0))
  const policy = refundPolicy({
    eventDate: b.eventDate,
    cancelDate: today,
    amountPaidCents,
    capPercent: b.refundCapPercent,
  })
  const table = refundPercentFor(policy.daysBefore)
  return { ...policy, netPaidCents, capped: policy.refundPercent < table }
}
