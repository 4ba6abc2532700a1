import type { PayloadRequest } from 'payload'

import { relId } from '../core'
import { findPaymentByIntent } from './findPaymentByIntent'

/**
 * A refund made at the gateway (by staff in Stripe's dashboard): record it, and when the whole
 * payment went back, free the booking's booths. Our own refunds (a cancellation, an overpayment,
 * money after a cancel) are recorded when we send them; their echo here changes nothing, so an
 * overpayment's refund never counts as money the booking gave back.
 */
export async function recordRefund({
  req,
  intentId,
  refundedCents,
}: {
  req: PayloadRequest
  intentId: string
  refundedCents: number
}) {
  const payment = await findPaymentByIntent(req, intentId)
  if (!payment) return false
  const delta = refundedCents - (payment.refundedCents ?? 0)
  if (delta <= 0) return true
  const full = refundedCents >= (payment.receivedCents || payment.amountCents)
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { refundedCents, ...(full ? { status: 'refunded' as const } : {}) },
    depth: 0,
    req,
  })
  const bookingId = relId(payment.booking)
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
  })
  const totalRefunded = (booking.refundedCents ?? 0) + delta
  const everything = totalRefunded >= (booking.amountPaidCents ?? 0)
  await req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { refundedCents: totalRefunded, ...(everything ? { status: 'refunded' as const } : {}) },
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
  return true
}
