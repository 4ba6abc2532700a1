import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import {
  isOpen,
  netPaidCents,
  openPartsNote,
  replanInstalments,
  sameSchedule,
  SCHEDULE_CHANGED_ACTION,
} from '../../core'
import type { Booking } from '../../types'

import type { Actor } from '../../results'
import { nextChargeOn, storedPlan } from './planFields'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * After a change or a reschedule wrote the booking's new total or date, in the caller's
 * transaction under its row lock: the payment plan is planned again from the plan as it was
 * before (`before`), by `replanInstalments` (paid parts kept, the plan's day of the month, no two
 * parts on a date, ending 14 days before the event). When a plan's payments still to come
 * changed, the history says so with the new schedule, and the change's email (changed,
 * rescheduled) shows it.
 */
export async function replanSchedule(args: {
  req: PayloadRequest
  /** The booking as it was locked, before the change was written. */
  before: Booking
  /** The booking as the change wrote it. */
  booking: Booking
  actor: Actor
  now: Date
}): Promise<Booking> {
  const { req, before, booking, now } = args
  const plan = storedPlan(before.paymentPlan)
  if (!plan || !isOpen(booking.status)) return booking
  const netPaid = netPaidCents(booking)
  const next = replanInstalments({
    plan,
    totalCents: booking.totalCents ?? 0,
    netPaidCents: netPaid,
    eventDate: booking.eventDate,
    today: todayInZone(now, BUSINESS_TIME_ZONE),
  })
  const stored = storedPlan(booking.paymentPlan)
  const data = {
    paymentPlan: next,
    nextChargeOn: nextChargeOn(next, netPaid),
  } satisfies Partial<Booking>
  const written =
    JSON.stringify(stored) === JSON.stringify(next) && booking.nextChargeOn === data.nextChargeOn
  // A plan of instalments tells the customer its new dates; a deposit's or full payment's one
  // balance part is in the email's balance line already. Nothing left to pay: nothing to list.
  const note = openPartsNote(next, netPaid)
  if (sameSchedule(plan, next) || plan.kind !== 'plan' || !note) {
    if (written) return booking
    return req.payload.update({ collection: 'bookings', id: booking.id, data, depth: 0, req })
  }
  return updateBookingWithHistory({
    req,
    booking,
    data,
    entry: {
      actor: args.actor,
      now,
      action: SCHEDULE_CHANGED_ACTION,
      amountCents: Math.max(0, (booking.totalCents ?? 0) - netPaid),
      note,
    },
  })
}
