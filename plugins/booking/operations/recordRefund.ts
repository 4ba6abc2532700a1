import type { PayloadRequest } from 'payload'

import { relId } from '../core'
import { findPaymentByIntent } from './findPaymentByIntent'

/**
 * A refund made at the gateway (by staff in Stripe's dashboard, or by us): record it, and when
 * the whole payment went back, free the booking's booths.
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
  const full = refundedCents >= (payment.receivedCents || payment.amountCents)
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { refundedCents, ...(full ? { status: 'refunded' as const } : {}) },
    depth: 0,
    req,
  })
  const bookingId = relId(payment.booking)
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
