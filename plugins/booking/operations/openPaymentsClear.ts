import type { PayloadRequest } from 'payload'

import type { Booking } from '../types'

import { isPaidStatus, type PaymentGateway } from '../adapters/PaymentGateway'

/**
 * Before a cancellation: false while any of the booking's payments has money on its way that is
 * not yet applied to the booking (a processing bank debit, a balance paid but not yet confirmed),
 * since the refund could not include it. Unpaid intents are cancelled so none can be paid later.
 */
export async function openPaymentsClear({
  req,
  booking,
  gateway,
}: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
}): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [
        { booking: { equals: booking.id } },
        { gateway: { equals: gateway.name } },
        { status: { not_in: ['refunded', 'canceled'] } },
      ],
    },
    depth: 0,
    limit: 20,
    req,
  })
  for (const payment of docs) {
    const settled = await req.payload.count({
      collection: 'payment-events',
      where: { eventId: { equals: `succeeded:${payment.intentId}` } },
      req,
    })
    if (settled.totalDocs > 0) continue
    const intent = await gateway.retrieveIntent(payment.intentId)
    if (intent && isPaidStatus(intent.status)) return false
    if (intent && intent.status !== 'canceled') await gateway.cancelIntent(payment.intentId)
  }
  return true
}
