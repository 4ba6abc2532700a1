import type { PayloadRequest } from 'payload'

import { OPEN_CHARGE_STATUSES } from '../../core'
import type { Booking } from '../../types'

import { isPaidStatus, type PaymentGateway } from '../../adapters/PaymentGateway'

/**
 * A new card kept ("Update card"): the automatic charges still waiting on the old card (an
 * authentication the customer never finished) are closed at the gateway, so the part can be
 * charged to the new card and the old intent can never take the money as well. A charge the bank
 * has taken meanwhile (processing, succeeded) is left as it is. Caller's transaction and lock.
 */
export async function closeOpenCharges(args: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
  /** The payment being applied: never closed. */
  keepIntentId: string
}): Promise<number> {
  const { req, booking, gateway } = args
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [
        { booking: { equals: booking.id } },
        { instalmentId: { exists: true } },
        { status: { in: OPEN_CHARGE_STATUSES.filter((s) => s !== 'processing') } },
        { intentId: { not_equals: args.keepIntentId } },
      ],
    },
    depth: 0,
    limit: 20,
    req,
  })
  let closed = 0
  for (const payment of docs) {
    if (!payment.instalmentId) continue
    try {
      await gateway.cancelIntent(payment.intentId)
    } catch (error) {
      const intent = await gateway.retrieveIntent(payment.intentId)
      if (intent && isPaidStatus(intent.status)) continue
      if (intent?.status !== 'canceled') throw error
    }
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data: { status: 'canceled' },
      depth: 0,
      req,
    })
    closed++
  }
  return closed
}
