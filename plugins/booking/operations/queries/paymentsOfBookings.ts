import type { PayloadRequest } from 'payload'

import type { Payment } from '../../types'

/**
 * The payments of these bookings, whole, at depth 0 in the request's transaction (none without
 * ids: an empty `in` list is not a valid query). `asCaller` reads with the caller's own access,
 * so hidden fields (the gateway's client secret) stay out, as in the admin.
 */
export async function paymentsOfBookings(
  req: PayloadRequest,
  bookingIds: number[],
  { asCaller = false }: { asCaller?: boolean } = {},
): Promise<Payment[]> {
  if (!bookingIds.length) return []
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { booking: { in: bookingIds } },
    depth: 0,
    pagination: false,
    overrideAccess: !asCaller,
    req,
  })
  return docs
}
