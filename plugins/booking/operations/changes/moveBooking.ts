import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import {
  chooseBooths,
  type Interval,
  isActive,
  netPaidCents,
  withCalendarBusy,
  withChangeFeeLine,
} from '../../core'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import { formatDateLong, formatTimeLabel } from '@kernel'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { bookingChanged } from './bookingChanged'
import { boothSchedules } from '../availability/boothSchedules'
import { lockBooking } from '../records/lockBooking'
import { lockBoothDays } from '../create/lockBoothDays'
import type { QuoteSuccess } from '../../results'
import { releaseExpiredHolds } from '../create/releaseExpiredHolds'
import { releaseReservations } from '../create/releaseReservations'
import { replanSchedule } from '../payments/replanSchedule'
import { rescheduledDueDates } from './rescheduledDueDates'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import { reserveBooths } from '../create/reserveBooths'

/** What a reschedule settled before its transaction: the quote, the count, the calendar. */
export type MovePlan = {
  bookingId: number
  /** The booking's version (updatedAt) the plan was made from: the move applies only to it. */
  version: string
  q: QuoteSuccess
  count: number
  calendar: Record<string, Interval[]> | null
  own: Interval[]
  free: boolean
}

type MoveInput = { eventDate: string; eventTime: string; reprice?: boolean; version?: string }
type Moved = { ok: true; booking: Booking; free: boolean } | ActionFailure

/**
 * One attempt of a reschedule, in the caller's transaction under the booking's row lock: the old
 * reservations are released and new ones taken for the new time (under the day locks), or it
 * fails and the caller rolls back. The plan (quote, timeline, price) was made before the lock:
 * it is applied only to the version it was made from, otherwise 409 `booking_changed`.
 */
export async function moveBooking(args: {
  req: PayloadRequest
  input: MoveInput
  actor: Actor
  now: Date
  plan: MovePlan
}): Promise<Moved> {
  const { req, now, plan } = args
  const { q } = plan
  await lockBooking(req, plan.bookingId)
  await releaseExpiredHolds({ req, now })
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: plan.bookingId,
    depth: 0,
    req,
  })
  const stale = (booking.rescheduleCount ?? 0) + 1 !== plan.count // a concurrent move got in first
  if (stale && args.actor.kind === 'customer') return { ok: false, code: 'reschedule_limit' }
  if (!isActive(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  // A change, payment or move committed since the plan: its timeline or price is not this one's.
  if (booking.updatedAt !== plan.version) return bookingChanged(booking)
  await releaseReservations({ req, bookings: booking.id })
  await lockBoothDays({ req, around: q.occupancy })
  const booths = chooseBooths({
    request: q.occupancy,
    booths: withCalendarBusy(
      await boothSchedules({ req, around: q.occupancy }),
      plan.calendar,
      plan.own,
    ),
    needed: q.quote.boothsNeeded,
  })
  if (!booths) return { ok: false, code: 'slot_taken' }
  await reserveBooths({ req, booking, booths, occupancy: q.occupancy })
  const moved = await writeMove({ ...args, booking, booths })
  const updated = await replanSchedule({
    req,
    before: booking,
    booking: moved,
    actor: args.actor,
    now,
  })
  return { ok: true, booking: updated, free: plan.free }
}

/** The booking at its new time, with the new price when re-priced, and its history entry. */
function writeMove(args: {
  req: PayloadRequest
  input: MoveInput
  actor: Actor
  now: Date
  plan: MovePlan
  booking: Booking
  booths: string[]
}): Promise<Booking> {
  const { req, input, actor, now, plan, booking, booths } = args
  const { q, count } = plan
  const paid = netPaidCents(booking) // a booking change may have refunded some
  const fee = booking.changeFeeCents ?? 0 // kept by an earlier change: it stays a line
  const snap = booking.snapshot as BookingSnapshot
  const price = input.reprice
    ? {
        snapshot: {
          ...snap,
          package: { ...snap.package, priceCents: q.quote.packagePriceCents },
          lines: withChangeFeeLine(q.quote.lines, fee),
        },
        packagePriceCents: q.quote.packagePriceCents,
        addOnsTotalCents: q.quote.addOnsTotalCents,
        travelSurchargeCents: q.quote.travelSurchargeCents,
        discountCents: q.quote.discountCents,
        totalCents: q.quote.totalCents + fee,
        depositCents: q.quote.depositCents,
        remainingBalanceCents: Math.max(0, q.quote.totalCents + fee - paid),
      }
    : {}
  const dueDates = rescheduledDueDates(booking, input.eventDate, q.quote.balanceDueDate)
  const from = `${formatDateLong(booking.eventDate)}, ${formatTimeLabel(booking.eventTime)}`
  const to = `${formatDateLong(input.eventDate)}, ${formatTimeLabel(input.eventTime)}`
  return updateBookingWithHistory({
    req,
    booking,
    data: {
      eventDate: input.eventDate,
      eventTime: input.eventTime,
      booths: booths as ('booth1' | 'booth2')[],
      timeline: {
        setupStart: q.timeline.setupStart.toISOString(),
        start: q.timeline.start.toISOString(),
        end: q.timeline.end.toISOString(),
      },
      rescheduleCount: count,
      ...price,
      ...dueDates,
    },
    entry: {
      actor,
      now,
      action: plan.free ? 'Rescheduled (free reschedule)' : `Rescheduled (reschedule #${count})`,
      amountCents: input.reprice ? q.quote.totalCents : undefined,
      note: `${from} → ${to}${input.reprice ? '; re-priced' : ''}`,
    },
  })
}
