import type { PayloadRequest } from 'payload'
import { inTransaction } from '@server-kit'

import {
  BOOKING_STATUS,
  isAwaitingPayment,
  isCancelledOrRefunded,
  isConfirmed,
  isRefunded,
  relId,
} from '../core'
import type { Booking, Payment } from '../types'

import type { GatewayIntent, PaymentGateway } from '../adapters/PaymentGateway'
import type { BookingDocument } from './issueDocument'
import { applyToConfirmed, dropPromo, refundAfterCancel, type Applied } from './applyPayment'
import type { ConfirmResult } from './confirmPayment'
import { isExclusionViolation } from './isExclusionViolation'
import { documentLostPayment, issueCreditNote, issueReceipt } from './issueReceipts'
import { lockBooking } from './lockBooking'
import { notifyBooking } from './notifyBooking'
import { countPromoUse } from './promoUses'
import { refundLostBooking } from './refundLostBooking'
import { releaseExpiredHolds } from './releaseExpiredHolds'
import { secureBooths } from './secureBooths'

type Args = {
  req: PayloadRequest
  payment: Payment
  intent: GatewayIntent
  gateway: PaymentGateway
  now: Date
}

/**
 * Applies a verified payment to its booking in one transaction, under the booking's row lock
 * (a cancellation, an offline payment or a demo card payment of the same booking waits, or is
 * waited for); a marker row makes it happen once per intent status.
 */
export async function settlePayment(args: Args): Promise<ConfirmResult> {
  const { req, intent, gateway } = args
  const bookingId = relId(args.payment.booking)
  let settled: Settled | { duplicate: unknown }
  try {
    settled = await inTransaction(
      req,
      async () => {
        // Concurrent confirmations (browser and webhook) queue on this unique row; the later one finds it taken.
        try {
          await req.payload.create({
            collection: 'payment-events',
            data: {
              eventId: `${intent.status}:${intent.id}`,
              type: 'confirmation',
              gateway: gateway.name,
              intentId: intent.id,
            },
            depth: 0,
            req,
          })
        } catch (error) {
          return { duplicate: error }
        }
        await lockBooking(req, bookingId)
        await releaseExpiredHolds({ req, now: args.now })
        const booking = await req.payload.findByID({
          collection: 'bookings',
          id: bookingId,
          depth: 0,
          req,
        })
        return applyVerified({ ...args, booking })
      },
      (r) => !('duplicate' in r),
    )
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, code: 'slot_changed' }
    throw error
  }
  if ('duplicate' in settled) return alreadySettled(req, intent, bookingId, settled.duplicate)
  if (settled.event) {
    const { booking: b, event, documents } = settled
    await notifyBooking({ req, booking: b, event, documents })
  }
  return {
    ...outcome(settled.booking, false),
    ...(settled.notice ? { notice: settled.notice } : {}),
  }
}

type Settled = {
  booking: Booking
  event: 'confirmed' | 'balance' | 'refunded' | null
  notice?: string
  documents: BookingDocument[]
}

async function applyVerified(args: Args & { booking: Booking }): Promise<Settled> {
  const { req, payment, intent, now } = args
  let booking = args.booking
  const received = intent.status === 'succeeded' ? intent.amountReceivedCents : 0
  const status = booking.status
  let applied: Applied['payment'] = {
    receivedCents: received,
    refundedCents: payment.refundedCents ?? 0,
    status: received ? 'succeeded' : 'processing',
  }
  let event: Settled['event'] = null
  let notice: string | undefined
  if (isCancelledOrRefunded(status)) {
    ;({ booking, payment: applied } = await refundAfterCancel({ ...args, received }))
  } else if (isConfirmed(status)) {
    ;({ booking, payment: applied } = await applyToConfirmed({ ...args, received }))
    event = payment.purpose === 'balance' && received > applied.refundedCents ? 'balance' : null
  } else if (isAwaitingPayment(status) && (await secureBooths({ req, booking }))) {
    booking = await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      req,
      data: {
        status: BOOKING_STATUS.confirmed,
        confirmedAt: now.toISOString(),
        holdExpiresAt: null,
        amountPaidCents: received,
        paymentMethod: intent.method ?? 'card',
        paymentIntentId: intent.id,
        paymentFailure: null,
      },
    })
    // The use is counted here, under the code's row lock, in the transaction that takes the money.
    if (!(await countPromoUse(req, booking.promoCode)))
      ({ booking, notice } = await dropPromo({ req, booking, now }))
    event = 'confirmed'
  } else {
    // Paid for a slot that is gone (hold lapsed and someone else booked it).
    const refunded = await refundLostBooking({ ...args, booking })
    const refundCents = (refunded.refundedCents ?? 0) - (booking.refundedCents ?? 0)
    const documents =
      refundCents > 0 ? await documentLostPayment({ ...args, booking: refunded, refundCents }) : []
    return { booking: refunded, event: 'refunded', documents }
  }
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { ...applied, method: intent.method, failureMessage: null },
    depth: 0,
    req,
  })
  const documents = await documentPayment({ ...args, booking, received, applied })
  return { booking, event, notice, documents }
}

/** Numbered last, just before the commit: the counter's row lock is held for the least time.
 * Money received gets its receipt; any part of it sent straight back, its credit note. */
async function documentPayment(
  args: Args & { booking: Booking; received: number; applied: Applied['payment'] },
): Promise<BookingDocument[]> {
  const { req, booking, payment, intent, now, received, applied } = args
  if (!received) return []
  const receipt = await issueReceipt({
    req,
    booking,
    payment,
    amountCents: received,
    method: intent.method ?? 'card',
    now,
  })
  const back = applied.refundedCents - (payment.refundedCents ?? 0)
  if (back <= 0) return [receipt]
  const cancelled = isCancelledOrRefunded(booking.status)
  const credit = await issueCreditNote({
    req,
    booking,
    amountCents: back,
    key: `${cancelled ? 'after-cancel' : 'overpaid'}:${payment.id}`,
    reason: cancelled
      ? 'Automatic refund: paid after the booking was cancelled'
      : 'Automatic refund: paid twice',
    paymentId: payment.id,
    now,
  })
  return [receipt, credit]
}

/** Only a marker that really exists means "already done"; any other failure must surface
 * (the webhook then answers 5xx and Stripe delivers the event again). */
async function alreadySettled(
  req: PayloadRequest,
  intent: GatewayIntent,
  bookingId: number,
  error: unknown,
): Promise<ConfirmResult> {
  const marker = await req.payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: `${intent.status}:${intent.id}` } },
    limit: 1,
    depth: 0,
  })
  if (!marker.docs.length) throw error
  const booking = await req.payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  return outcome(booking, true)
}

function outcome(booking: Booking, alreadyDone: boolean): ConfirmResult {
  if (isConfirmed(booking.status)) return { ok: true, status: 'confirmed', booking, alreadyDone }
  if (isRefunded(booking.status))
    return { ok: false, code: 'slot_lost_refunded', extra: { status: 'refunded' } }
  return { ok: false, code: 'not_payable', extra: { status: booking.status } }
}
