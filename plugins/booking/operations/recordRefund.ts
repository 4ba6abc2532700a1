import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

import { relId } from '../core'
import { findPaymentByIntent } from './findPaymentByIntent'
import { issueCreditNote } from './issueReceipts'
import { lockBooking } from './lockBooking'

/**
 * A refund made at the gateway (by staff in Stripe's dashboard, or by us): record it, and when
 * the whole payment went back, free the booking's booths. What was not recorded yet (a dashboard
 * refund) gets its credit note; our own refunds were documented when they were made.
 */
export async function recordRefund({
  req,
  intentId,
  refundedCents,
  now,
}: {
  req: PayloadRequest
  intentId: string
  refundedCents: number
  now: Date
}) {
  const found = await findPaymentByIntent(req, intentId)
  if (!found) return false
  const bookingId = relId(found.booking)
  const ownsTransaction = await initTransaction(req)
  try {
    // A cancellation refunding this payment holds the lock until it has recorded its refund.
    await lockBooking(req, bookingId)
    const payment = await req.payload.findByID({
      collection: 'payments',
      id: found.id,
      depth: 0,
      req,
    })
    const newlyRefunded = refundedCents - (payment.refundedCents ?? 0)
    const full = refundedCents >= (payment.receivedCents || payment.amountCents)
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: { refundedCents, ...(full ? { status: 'refunded' as const } : {}) },
      depth: 0,
      req,
    })
    const { docs: others } = await req.payload.find({
      collection: 'payments',
      where: { booking: { equals: bookingId } },
      limit: 20,
      depth: 0,
      req,
    })
    const totalRefunded = others.reduce(
      (sum, p) => sum + (p.intentId === intentId ? refundedCents : (p.refundedCents ?? 0)),
      0,
    )
    const booking = await req.payload.findByID({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      req,
    })
    const everything = totalRefunded >= (booking.amountPaidCents ?? 0) && totalRefunded > 0
    const updated = await req.payload.update({
      collection: 'bookings',
      id: bookingId,
      data: {
        refundedCents: totalRefunded,
        ...(everything ? { status: 'refunded' as const } : {}),
      },
      depth: 0,
      req,
    })
    if (everything) {
      await req.payload.update({
        collection: 'booth-reservations',
        where: {
          and: [{ booking: { equals: bookingId } }, { status: { in: ['held', 'confirmed'] } }],
        },
        data: { status: 'released' },
        depth: 0,
        req,
      })
    }
    if (newlyRefunded > 0)
      await issueCreditNote({
        req,
        booking: updated,
        amountCents: newlyRefunded,
        key: `gateway:${payment.id}:${refundedCents}`,
        reason: 'Refund',
        paymentId: payment.id,
        now,
      })
    if (ownsTransaction) await commitTransaction(req)
    return true
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}
