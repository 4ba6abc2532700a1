import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { isPaidStatus, type PaymentGateway } from '../../adapters/PaymentGateway'

/**
 * Closes every unpaid intent of the booking at the gateway so no money can arrive on it later,
 * and says whether any payment has money on its way that is not yet applied to the booking (a
 * processing bank debit, a card paid but not yet confirmed). Runs under the booking's row lock:
 * confirmations of this booking wait for the caller's transaction.
 */
export async function closeOpenIntents({
  req,
  booking,
  gateway,
}: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
}): Promise<{ inFlight: boolean }> {
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
  let inFlight = false
  for (const payment of docs) {
    const settled = await req.payload.count({
      collection: 'payment-events',
      where: { eventId: { equals: `succeeded:${payment.intentId}` } },
      req,
    })
    if (settled.totalDocs > 0) continue
    let intent = await gateway.retrieveIntent(payment.intentId)
    if (intent && !isPaidStatus(intent.status) && intent.status !== 'canceled') {
      try {
        await gateway.cancelIntent(payment.intentId)
      } catch (error) {
        // Paid between the two calls (Stripe refuses to cancel a paid intent): ask again.
        intent = await gateway.retrieveIntent(payment.intentId)
        if (!intent || !isPaidStatus(intent.status)) throw error
      }
      if (!isPaidStatus(intent.status))
        await req.payload.update({
          collection: 'payments',
          id: payment.id,
          data: { status: 'canceled' },
          depth: 0,
          req,
        })
    }
    if (intent && isPaidStatus(intent.status)) inFlight = true
  }
  return { inFlight }
}

/** Before a cancellation: false while money is on its way (the refund could not include it). */
export async function openPaymentsClear(args: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
}): Promise<boolean> {
  return !(await closeOpenIntents(args)).inFlight
}
