import type { PayloadRequest, Where } from 'payload'

import type { BookingStatus } from '../../core/bookingStatus'
import type { Booking } from '../../types'

export type CustomerBookingsOptions = {
  /** Only bookings in this status. */
  status?: BookingStatus
  /** At most this many (all when absent). */
  limit?: number
  /** Read with the caller's own access (hidden fields stay out, as in the admin). */
  asCaller?: boolean
}

/**
 * Every booking made with this address (any case, as typed on them), whole, at depth 0 in the
 * request's transaction: what the privacy export holds about a person, and their consent.
 * `bookingsOfEmail` is the short list for a screen.
 */
export async function bookingsOfCustomer(
  req: PayloadRequest,
  email: string,
  { status, limit, asCaller = false }: CustomerBookingsOptions = {},
): Promise<Booking[]> {
  const key = email.trim().toLowerCase()
  if (!key) return []
  // `like` is case-insensitive and finds candidates; the address must match exactly after.
  const byEmail: Where = { email: { like: key } }
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: status ? { and: [byEmail, { status: { equals: status } }] } : byEmail,
    limit,
    depth: 0,
    pagination: false,
    overrideAccess: !asCaller,
    req,
  })
  return docs.filter((b) => (b.email ?? '').trim().toLowerCase() === key)
}
