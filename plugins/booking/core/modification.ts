// Money and window rules of a booking change (package, backdrop, add-ons) made after booking.
// Dates are Winnipeg calendar days; `today` comes from the caller's `now`.
import { refundPolicy } from './cancellation'
import { addDaysToDateString } from '@kernel'
import type { Cents } from '@kernel'

/** Customers change their booking online until the notice period starts; staff at any time. */
export const canModifyOnline = (eventDate: string, today: string, noticeDays: number) =>
  eventDate >= addDaysToDateString(today, noticeDays)

/** The last Winnipeg date a customer may still change the booking online. */
export const lastModifyDate = (eventDate: string, noticeDays: number) =>
  addDaysToDateString(eventDate, -noticeDays)

export interface ModificationMoneyInput {
  oldTotalCents: Cents
  /** The new price, change fees already on the booking included. */
  newTotalCents: Cents
  /** Paid minus refunded so far. */
  netPaidCents: Cents
  eventDate: string
  today: string
  /** The booking's refund cap from a reschedule (`rescheduleRefundCap`), if any. */
  capPercent?: number | null
}

export interface ModificationMoney {
  /** What the change adds to the price (0 when it lowers it). */
  addedCents: Cents
  /** What the change takes off the price (0 when it raises it). */
  removedCents: Cents
  /** Money paid above the new price: what the terms split into a refund and a fee. */
  overpaidCents: Cents
  /** What is left to pay after the change. */
  balanceCents: Cents
  /** Money already paid above the new total that goes back. */
  refundCents: Cents
  /** Money paid above the new total that the terms keep: the change fee line. */
  keptCents: Cents
  refundPercent: 0 | 50 | 75
  daysBefore: number
}

export const CHANGE_FEE_LABEL = 'Change fee (cancellation terms)'

/**
 * Of the money actually paid above the new price, the cancellation rule's percentage for the
 * notice today comes back (75% at 60+ days, 50% at 30–59, none under 30) and the rest is kept
 * as a change fee. Amounts never paid (an unpaid raise lowered again) are not refundable, so
 * no sequence of changes returns more than cancelling would have.
 */
export function modificationMoney(input: ModificationMoneyInput): ModificationMoney {
  const { oldTotalCents, newTotalCents, netPaidCents } = input
  const overpaidCents = Math.max(0, netPaidCents - newTotalCents)
  const policy = refundPolicy({
    eventDate: input.eventDate,
    cancelDate: input.today,
    amountPaidCents: overpaidCents,
    capPercent: input.capPercent,
  })
  return {
    addedCents: Math.max(0, newTotalCents - oldTotalCents),
    removedCents: Math.max(0, oldTotalCents - newTotalCents),
    overpaidCents,
    balanceCents: Math.max(0, newTotalCents - netPaidCents),
    refundCents: policy.refundCents,
    keptCents: overpaidCents - policy.refundCents,
    refundPercent: policy.refundPercent,
    daysBefore: policy.daysBefore,
  }
}

/** The quote's lines with the booking's change fee as the last line (none when it is 0). */
export function withChangeFeeLine<L extends { kind: string }>(
  lines: L[],
  feeCents: Cents,
): (L | { kind: 'change_fee'; label: string; quantity: number; amountCents: Cents })[] {
  const rest = lines.filter((l) => l.kind !== 'change_fee')
  if (feeCents <= 0) return rest
  return [
    ...rest,
    { kind: 'change_fee', label: CHANGE_FEE_LABEL, quantity: 1, amountCents: feeCents },
  ]
}
