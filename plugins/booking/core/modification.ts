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
  newTotalCents: Cents
  /** Paid minus refunded so far. */
  netPaidCents: Cents
  eventDate: string
  today: string
}

export interface ModificationMoney {
  /** What the change adds to the price (0 when it lowers it). */
  addedCents: Cents
  /** What the change takes off the price (0 when it raises it). */
  removedCents: Cents
  /** What is left to pay after the change. */
  balanceCents: Cents
  /** Money already paid above the new total that goes back. */
  refundCents: Cents
  /** Money paid above the new total that the terms keep (the cancellation rule). */
  keptCents: Cents
  refundPercent: 0 | 50 | 75
  daysBefore: number
}

/**
 * A lower price refunds the money paid above the new total by the cancellation rule applied to
 * the amount removed (75% at 60+ days, 50% at 30–59, none under 30): a change is a partial
 * cancellation, so removing an add-on never costs less than cancelling it would.
 */
export function modificationMoney(input: ModificationMoneyInput): ModificationMoney {
  const { oldTotalCents, newTotalCents, netPaidCents } = input
  const removedCents = Math.max(0, oldTotalCents - newTotalCents)
  const overpaid = Math.max(0, netPaidCents - newTotalCents)
  const policy = refundPolicy({
    eventDate: input.eventDate,
    cancelDate: input.today,
    amountPaidCents: removedCents,
  })
  const refundCents = Math.min(overpaid, policy.refundCents)
  return {
    addedCents: Math.max(0, newTotalCents - oldTotalCents),
    removedCents,
    balanceCents: Math.max(0, newTotalCents - netPaidCents),
    refundCents,
    keptCents: overpaid - refundCents,
    refundPercent: policy.refundPercent,
    daysBefore: policy.daysBefore,
  }
}
