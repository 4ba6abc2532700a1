import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '../../types'

import { BOOKING_STATUS } from '../../core'
import type { GatewayIntent, PaymentGateway } from '../../adapters/PaymentGateway'
import { releaseReservations } from '../create/releaseReservations'

/**
 * Money arrived for a booking that can no longer happen: give it all back through the gateway
 * (idempotent refund) and record it. Runs inside the settling transaction: if the refund call
 * fails nothing is recorded and the caller (webhook retry, browser) tries again.
 */
export async function refundLostBooking(args: {
  req: PayloadRequest
  booking: Booking
  payment: Payment
  intent: GatewayIntent
  gateway: PaymentGateway
}): Promise<Booking> {
  const { req, booking, payment, intent, gateway } = args
  const refund =
    intent.status === 'succeeded' ? await gateway.refund(intent.id, 'slot_unavailable') : null
  const refundedCents = refund?.amountCents ?? 0
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: {
      status: refund ? 'refunded' : 'processing',
      receivedCents: intent.amountReceivedCents,
      refundedCents,
      method: intent.method,
    },
    depth: 0,
    req,
  })
  await releaseReservations({ req, bookings: booking.id, heldOnly: true })
  return req.payload.update({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    req,
    data: {
      status: refund ? BOOKING_STATUS.refunded : BOOKING_STATUS.cancelled,
      refundedCents: (booking.refundedCents ?? 0) + refundedCents,
      // Received and given back, both on the books: payments − refunds = net paid (0).
      amountPaidCents: (booking.amountPaidCents ?? 0) + refundedCents,
      paymentFailure: refund
        ? 'Paid after the hold expired and the slot was taken: refunded automatically.'
        : 'Slot taken while the payment was processing: refund when it settles.',
    },
  })
}
