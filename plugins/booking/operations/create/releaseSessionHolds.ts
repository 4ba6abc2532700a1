import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS } from '../../core'
import { releaseReservations } from './releaseReservations'

/**
 * A visitor holds one slot at a time: their earlier unpaid hold from the same cart session (and
 * the same client) is released in the caller's transaction before the new one is taken, so a
 * changed selection is never "no longer available" because of the visitor's own hold.
 */
export async function releaseSessionHolds({
  req,
  cartSessionId,
  clientKey,
}: {
  req: PayloadRequest
  cartSessionId?: string
  clientKey?: string
}): Promise<number> {
  if (!cartSessionId || !clientKey) return 0
  const { docs } = await req.payload.update({
    collection: 'bookings',
    where: {
      and: [
        { cartSessionId: { equals: cartSessionId } },
        { clientKey: { equals: clientKey } },
        { status: { equals: BOOKING_STATUS.pendingPayment } },
        { amountPaidCents: { equals: 0 } },
      ],
    },
    data: { status: BOOKING_STATUS.cancelled },
    depth: 0,
    req,
  })
  if (!docs.length) return 0
  await releaseReservations({
    req,
    bookings: docs.map((d) => d.id),
    heldOnly: true,
    internal: true,
  })
  return docs.length
}
