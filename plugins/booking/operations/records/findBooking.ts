import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

/**
 * The booking in the request's transaction, or null when there is none: depth 0, or 1 for its
 * package and booths as documents. Other plugins read a booking through this (@booking).
 */
export async function findBooking(
  req: PayloadRequest,
  id: number,
  depth: 0 | 1 = 0,
): Promise<Booking | null> {
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth,
    req,
    disableErrors: true,
  })
  return booking ?? null
}
