import type { PayloadRequest } from 'payload'
import { retryInTransaction } from '@server-kit'

import type { Booking } from '../../types'

import { canRescheduleOnline, isActive, isConfirmed, keptCustomLines, relId } from '../../core'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import type { Actor } from '../../results'
import { type ActionFailure, fromQuoteFailure } from '../records/bookingActionCodes'
import { bookingChanged } from './bookingChanged'
import { calendarBusyFor } from '../availability/calendarBusyFor'
import { isBoothContention } from '../create/isExclusionViolation'
import { loadCatalog } from '../catalog/loadCatalog'
import { moveBooking, type MovePlan } from './moveBooking'
import { notifyBookingDelivery } from '../notify/notifyBooking'
import type { EmailDelivery } from '@outbox/server'
import type { PaymentGateway } from '../../adapters/PaymentGateway'
import { quoteBooking } from '../create/quoteBooking'

export type RescheduleInput = {
  bookingId: number
  eventDate: string
  eventTime: string
  /** Price the booking again at today's catalog for the new date (off by default). */
  reprice?: boolean
  /** The booking's version the caller saw (updatedAt); a booking changed since is refused. */
  version?: string
}

/** `delivery`: what became of the customer's email; null when none is sent (not confirmed). */
export type RescheduleResult =
  | {
      ok: true
      booking: Booking
      free: boolean
      delivery: EmailDelivery | null
      link: string | null
    }
  | ActionFailure

type Args = {
  req: PayloadRequest
  input: RescheduleInput
  actor: Actor
  now: Date
  /** Staff's re-priced moves may give money back through it. */
  gateway?: PaymentGateway
}

const ATTEMPTS = 3 // a lost race for booth 1 may still win booth 2

/**
 * Moves a booking to another date or time in one transaction: its old reservations are released
 * and new ones taken under the exclusion constraint, or nothing changes. Staff and customers
 * (self-service) call the same operation.
 */
export async function rescheduleBooking(args: Args): Promise<RescheduleResult> {
  const { req } = args
  const plan = await planReschedule(args)
  if (!plan.ok) return plan
  const result = await retryInTransaction(
    req,
    { attempts: ATTEMPTS, retryable: isBoothContention },
    () => moveBooking({ ...args, plan }),
    (r) => r.ok,
  )
  if (!result) return { ok: false, code: 'slot_taken' }
  if (!result.ok) return result
  const { documents, ...moved } = result
  if (!isConfirmed(moved.booking.status)) return { ...moved, delivery: null, link: null }
  const emailed = await notifyBookingDelivery({
    req,
    booking: moved.booking,
    event: 'rescheduled',
    documents,
  })
  return { ...moved, ...emailed }
}

/** The checks and the quote for the new time, before the transaction opens. */
async function planReschedule({
  req,
  input,
  actor,
  now,
}: Args): Promise<({ ok: true } & MovePlan) | ActionFailure> {
  const current = await req.payload.findByID({
    collection: 'bookings',
    id: input.bookingId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!current) return { ok: false, code: 'not_found' }
  if (!isActive(current.status)) return { ok: false, code: 'not_allowed_in_status' }
  if (input.version && input.version !== current.updatedAt) return bookingChanged(current)
  const { freeReschedules } = (await loadCatalog({ req })).settings
  // Customers get the free reschedules online; after that staff decide (and may move it).
  if (
    actor.kind === 'customer' &&
    !canRescheduleOnline(current.rescheduleCount ?? 0, freeReschedules)
  )
    return { ok: false, code: 'reschedule_limit' }
  const q = await quoteBooking({
    req,
    now,
    input: {
      packageId: relId(current.package),
      eventDate: input.eventDate,
      eventTime: input.eventTime,
      selections: (current.addOns ?? []).map((a) => ({
        addOnId: relId(a.addOn),
        quantity: a.quantity ?? 1,
      })),
      address: current.address,
      promoCode: input.reprice ? current.promoCode : null,
      paymentType: current.paymentType ?? 'full',
      customLines: keptCustomLines((current.snapshot as BookingSnapshot | null)?.lines),
      outsideAreaAllowed: true,
    },
  })
  if (!q.ok) return fromQuoteFailure(q)
  const count = (current.rescheduleCount ?? 0) + 1
  // Before the transaction; the booking's own event (its current time) does not block the move.
  const calendar = await calendarBusyFor(req, q.occupancy)
  const own = current.timeline?.end
    ? [
        {
          start: new Date(current.timeline.setupStart ?? current.timeline.start!),
          end: new Date(current.timeline.end),
        },
      ]
    : []
  return {
    ok: true,
    bookingId: current.id,
    version: current.updatedAt,
    q,
    count,
    calendar,
    own,
    free: count <= freeReschedules,
  }
}
