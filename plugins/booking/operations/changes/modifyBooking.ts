import type { PayloadRequest } from 'payload'
import { retryInTransaction } from '@server-kit'

import type { PaymentGateway } from '../../adapters/PaymentGateway'
import type { Booking } from '../../types'
import { type Interval, isConfirmed } from '../../core'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { bookingChanged } from './bookingChanged'
import { calendarBusyFor } from '../availability/calendarBusyFor'
import { findBooking } from '../records/findBooking'
import type { BookingDocument } from '../../results'
import { isBoothContention } from '../create/isExclusionViolation'
import { lockBooking } from '../records/lockBooking'
import { modificationUpdate } from './modificationUpdate'
import type { EmailDelivery } from '@outbox/server'
import { notifyBookingDelivery } from '../notify/notifyBooking'
import { openPaymentsClear } from '../payments/closeOpenIntents'
import { quoteModification, type ModificationRequest } from './quoteModification'
import type { ModificationQuote } from '../../results'
import { creditChange, refundChange } from './refundChange'
import { releaseExpiredHolds } from '../create/releaseExpiredHolds'
import { replanSchedule } from '../payments/replanSchedule'
import { recordAddendum } from './recordAddendum'
import { retakeBooths } from './retakeBooths'

export type ModifyInput = ModificationRequest & {
  bookingId: number
  /** The version the customer or staff saw the quote for; a booking changed since is refused. */
  version?: string
  /** The new total they were shown; a different one (the catalog changed) is refused. */
  expectedTotalCents?: number
}

export type ModifyResult =
  | {
      ok: true
      booking: Booking
      totalCents: number
      balanceCents: number
      refundCents: number
      offlineRefundCents: number
      /** What became of the customer's email about the change (null: none was due). */
      delivery: EmailDelivery | null
      link: string | null
    }
  | ActionFailure

type Args = {
  req: PayloadRequest
  input: ModifyInput
  actor: Actor
  gateway: PaymentGateway
  now: Date
}

const ATTEMPTS = 3 // a lost race for a booth may still find the other one free
const changed: ActionFailure = { ok: false, code: 'booking_changed' }

/**
 * Changes a booking's package, backdrop or add-ons: priced as quoted, under the booking's row
 * lock, the booths re-taken under the day locks when its time or booths change, and money paid
 * above the new total refunded by the cancellation rule through the gateway. Staff and customers
 * (self-service) call the same operation; customers only until the notice period.
 */
export async function modifyBooking(args: Args): Promise<ModifyResult> {
  const { req, input, actor, now } = args
  const first = await findBooking(req, input.bookingId)
  if (!first) return { ok: false, code: 'not_found' }
  const m = await quoteModification({ req, booking: first, change: input, actor, now })
  if (!m.ok) return m
  if (!m.changed) return { ok: false, code: 'no_change' }
  if (input.version && input.version !== m.version) return changed
  if (input.expectedTotalCents !== undefined && input.expectedTotalCents !== m.newTotalCents)
    return changed
  // Asked before the transaction opens: a network call never holds a database connection.
  const calendar = m.repriced ? await calendarBusyFor(req, m.repriced.q.occupancy) : null

  const done = await retryInTransaction(
    req,
    { attempts: ATTEMPTS, retryable: isBoothContention },
    () => modifyLocked({ ...args, first, m, calendar }),
    (r) => r.ok,
  )
  if (!done) return { ok: false, code: 'slot_taken' }
  if (!done.ok) return done
  const { booking: updated, documents, refundCents, offlineRefundCents } = done
  const emailed = isConfirmed(updated.status)
    ? await notifyBookingDelivery({ req, booking: updated, event: 'changed', documents })
    : null
  return {
    ok: true,
    booking: updated,
    totalCents: m.newTotalCents,
    balanceCents: updated.remainingBalanceCents ?? 0,
    refundCents,
    offlineRefundCents,
    delivery: emailed?.delivery ?? null,
    link: emailed?.link ?? null,
  }
}

type Modified = {
  ok: true
  booking: Booking
  documents: BookingDocument[]
  refundCents: number
  offlineRefundCents: number
}

/** One attempt, in the transaction under the booking's row lock; a failure rolls it back. */
async function modifyLocked(
  args: Args & {
    first: Booking
    m: ModificationQuote
    calendar: Record<string, Interval[]> | null
  },
): Promise<Modified | ActionFailure> {
  const { req, actor, gateway, now, first, m, calendar } = args
  await lockBooking(req, first.id)
  if (m.repriced) await releaseExpiredHolds({ req, now, around: m.repriced.q.occupancy })
  const booking = await findBooking(req, first.id)
  // Another change, payment or cancellation got in first: its quote no longer holds.
  if (!booking || booking.updatedAt !== m.version) return bookingChanged(booking)
  let booths = booking.booths ?? []
  if (m.repriced) {
    const taken = await retakeBooths({
      req,
      booking,
      occupancy: m.repriced.q.occupancy,
      needed: m.repriced.q.quote.boothsNeeded,
      calendar,
    })
    if (!taken)
      return {
        ok: false,
        code: 'slot_taken',
        message:
          'The booth is not free for the longer booking: another event follows it. Choose less time, or call us.',
      }
    booths = taken as typeof booths
  }
  const moneyMoves = m.newTotalCents !== m.oldTotalCents
  // After the booth check (a refused change leaves the customer's checkout open): money still
  // on its way is not in the balance yet; unpaid intents are for the old amount.
  if (moneyMoves && !(await openPaymentsClear({ req, booking, gateway })))
    return { ok: false, code: 'payment_processing' }
  const refundCents = m.money.refundCents
  const gatewayCents = await refundChange({ req, booking, gateway, refundCents })
  if (gatewayCents === null) return { ok: false, code: 'refund_failed' }
  const offline = refundCents - gatewayCents
  const written = await req.payload.update({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    req,
    data: modificationUpdate({ m, booking, booths, actor, now, offlineRefundCents: offline }),
  })
  const replanned = await replanSchedule({ req, before: booking, booking: written, actor, now })
  // What was agreed changed: an addendum in this same change, for the customer to accept.
  const updated = await recordAddendum({ req, booking: replanned, now })
  const documents = refundCents > 0 ? [await creditChange(req, updated, booking, m.money, now)] : []
  return { ok: true, booking: updated, documents, refundCents, offlineRefundCents: offline }
}
