import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import {
  chooseBooths,
  type Interval,
  isActive,
  rescheduleRefundCap,
  withCalendarBusy,
} from '../../core'
import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'
import { todayInZone } from '@kernel/time'
import type { PaymentGateway } from '../../adapters/PaymentGateway'
import type { BookingDocument } from '../../results'
import { loadCatalog } from '../catalog/loadCatalog'
import { openPaymentsClear } from '../payments/closeOpenIntents'
import { creditChange, refundChange } from './refundChange'
import { repricedMove } from './repricedMove'
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
import { recordAddendum } from './recordAddendum'
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
type Moved =
  { ok: true; booking: Booking; free: boolean; documents: BookingDocument[] } | ActionFailure

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
  /** Needed when a re-price gives money back; without one such a move is refused. */
  gateway?: PaymentGateway
}): Promise<Moved> {
  const { req, now, plan, gateway } = args
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
  const today = todayInZone(now, (await loadCatalog({ req })).settings.timeZone)
  const priced = args.input.reprice ? repricedMove({ booking, q, today }) : null
  const refundCents = priced?.money.refundCents ?? 0
  if (priced && priced.data.totalCents !== booking.totalCents) {
    if (!gateway) return { ok: false, code: 'refund_failed' }
    if (!(await openPaymentsClear({ req, booking, gateway })))
      return { ok: false, code: 'payment_processing' }
  }
  const gatewayCents = gateway ? await refundChange({ req, booking, gateway, refundCents }) : 0
  if (gatewayCents === null) return { ok: false, code: 'refund_failed' }
  const moved = await writeMove({ ...args, booking, booths, today, priced })
  // The plan's open parts re-planned for the new date and total, in this lock.
  const replanned = await replanSchedule({
    req,
    before: booking,
    booking: moved,
    actor: args.actor,
    now,
  })
  // The new date (and price) against what was agreed: an addendum in this same move.
  const updated = await recordAddendum({ req, booking: replanned, now })
  const documents =
    priced && refundCents > 0 ? [await creditChange(req, updated, booking, priced.money, now)] : []
  return { ok: true, booking: updated, free: plan.free, documents }
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
  today: string
  priced: ReturnType<typeof repricedMove> | null
}): Promise<Booking> {
  const { req, input, actor, now, plan, booking, booths, today, priced } = args
  const { q, count } = plan
  const dueDates = rescheduledDueDates(booking, input.eventDate, q.quote.balanceDueDate)
  const from = `${formatDateLong(booking.eventDate)}, ${formatTimeLabel(booking.eventTime)}`
  const to = `${formatDateLong(input.eventDate)}, ${formatTimeLabel(input.eventTime)}`
  // The terms the booking had on the day it moved stay its most (a later date never improves them).
  const cap = rescheduleRefundCap({
    eventDate: booking.eventDate,
    today,
    capPercent: booking.refundCapPercent,
  })
  const refund = priced?.money.refundCents ?? 0
  const repriced = priced
    ? `; re-priced, new total ${formatCad(priced.data.totalCents ?? 0)}${refund > 0 ? `, ${formatCad(refund)} refunded` : ''}`
    : ''
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
      ...(cap < 75 ? { refundCapPercent: cap } : {}),
      ...priced?.data,
      ...dueDates,
    },
    entry: {
      actor,
      now,
      action: plan.free ? 'Rescheduled (free reschedule)' : `Rescheduled (reschedule #${count})`,
      amountCents: refund > 0 ? refund : undefined,
      note: `${from} → ${to}${repriced}${cap < 75 ? `; refund terms stay at most ${cap}%` : ''}`,
    },
  })
}
