import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { runAfterCommit, transactionDb } from '@server-kit'

import { relId } from '../core'
import type { Booking, Payment } from '../types'

import type { GatewayIntent, PaymentGateway } from '../adapters/PaymentGateway'
import type { ConfirmResult } from './confirmPayment'
import { isExclusionViolation } from './isExclusionViolation'
import { notifyBooking } from './notifyBooking'
import { refundLostBooking } from './refundLostBooking'
import { releaseExpiredHolds } from './releaseExpiredHolds'
import { secureBooths } from './secureBooths'

/** Applies a verified payment to its booking in one transaction; a marker row makes it happen once. */
export async function settlePayment(args: {
  req: PayloadRequest
  payment: Payment
  intent: GatewayIntent
  gateway: PaymentGateway
  now: Date
}): Promise<ConfirmResult> {
  const { req, payment, intent, gateway, now } = args
  const bookingId = relId(payment.booking)
  const ownsTransaction = await initTransaction(req)
  try {
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
      if (ownsTransaction) await killTransaction(req)
      // Only a marker that really exists means "already done"; any other failure must surface
      // (the webhook then answers 5xx and Stripe delivers the event again).
      const marker = await req.payload.find({
        collection: 'payment-events',
        where: { eventId: { equals: `${intent.status}:${intent.id}` } },
        limit: 1,
        depth: 0,
      })
      if (!marker.docs.length) throw error
      const booking = await req.payload.findByID({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
      })
      return outcome(booking, true)
    }
    await releaseExpiredHolds({ req, now })
    let booking = await req.payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      req,
    })
    const received = intent.status === 'succeeded' ? intent.amountReceivedCents : 0
    const paymentData = {
      status: intent.status === 'succeeded' ? ('succeeded' as const) : ('processing' as const),
      receivedCents: received,
      method: intent.method,
      failureMessage: null,
    }
    let event: 'confirmed' | 'balance' | null = null

    if (payment.purpose === 'balance') {
      const paid = (booking.amountPaidCents ?? 0) + received
      const net = paid - (booking.refundedCents ?? 0) // a booking change may have refunded some
      booking = await update(req, booking.id, {
        amountPaidCents: paid,
        remainingBalanceCents: Math.max(0, (booking.totalCents ?? 0) - net),
        balancePaidAt: received ? now.toISOString() : null,
      })
      event = received ? 'balance' : null
    } else if (booking.status === 'confirmed') {
      // A delayed method (processing) confirmed it earlier; now the money itself arrived.
      booking = await update(req, booking.id, {
        amountPaidCents: received,
        paymentMethod: intent.method ?? booking.paymentMethod,
      })
    } else if (
      (booking.status === 'pending_payment' || booking.status === 'expired') &&
      (await secureBooths({ req, booking }))
    ) {
      booking = await update(req, booking.id, {
        status: 'confirmed',
        confirmedAt: now.toISOString(),
        holdExpiresAt: null,
        amountPaidCents: received,
        paymentMethod: intent.method ?? 'card',
        paymentIntentId: intent.id,
        paymentFailure: null,
      })
      await countPromoUse(req, booking.promoCode)
      event = 'confirmed'
    } else {
      // Paid for a slot that is gone (hold lapsed and someone else booked it), or a cancelled booking.
      const refunded = await refundLostBooking({ req, booking, payment, intent, gateway })
      if (ownsTransaction) {
        await commitTransaction(req)
        await runAfterCommit(req)
      }
      await notifyBooking({ req, booking: refunded, event: 'refunded' })
      return outcome(refunded, false)
    }
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: paymentData,
      depth: 0,
      req,
    })
    if (ownsTransaction) {
      await commitTransaction(req)
      await runAfterCommit(req)
    }
    if (event) await notifyBooking({ req, booking, event })
    return outcome(booking, false)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    if (isExclusionViolation(error)) return { ok: false, code: 'slot_changed' }
    throw error
  }
}

const update = (req: PayloadRequest, id: number, data: Partial<Booking>) =>
  req.payload.update({ collection: 'bookings', id, data, depth: 0, req })

function outcome(booking: Booking, alreadyDone: boolean): ConfirmResult {
  if (booking.status === 'confirmed') return { ok: true, status: 'confirmed', booking, alreadyDone }
  if (booking.status === 'refunded')
    return { ok: false, code: 'slot_lost_refunded', extra: { status: 'refunded' } }
  return { ok: false, code: 'not_payable', extra: { status: booking.status } }
}

/** One more use of the code, counted in SQL so two bookings confirmed at once count two. */
async function countPromoUse(req: PayloadRequest, code: string | null | undefined) {
  if (!code) return
  const db = await transactionDb(req)
  await db.execute(
    sql`UPDATE promo_codes SET times_used = COALESCE(times_used, 0) + 1 WHERE code = ${code}`,
  )
}
