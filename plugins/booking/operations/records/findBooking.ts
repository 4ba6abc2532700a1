import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

/** The booking at depth 0 in the request's transaction, or null when there is none. */
export async function findBooking(req: PayloadRequest, id: number): Promise<Booking | null> {
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  return booking ?? null
}
