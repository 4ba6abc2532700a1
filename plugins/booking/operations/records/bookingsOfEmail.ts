import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

export type EmailBooking = Pick<Booking, 'id' | 'reference' | 'eventDate' | 'status'>

/**
 * The bookings made with this email address (any case, as typed on them), latest event first,
 * under the caller's access: a returning customer's history for another plugin's screen.
 */
export async function bookingsOfEmail(
  req: PayloadRequest,
  email: string,
  limit = 20,
): Promise<EmailBooking[]> {
  const key = email.trim().toLowerCase()
  if (!key) return []
  // `like` is case-insensitive (emails on bookings keep the case typed); exact match after.
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { email: { like: key } },
    sort: '-eventDate',
    depth: 0,
    limit,
    req,
    overrideAccess: false,
    select: { reference: true, eventDate: true, status: true, email: true },
  })
  return docs
    .filter((b) => (b.email ?? '').trim().toLowerCase() === key)
    .map(({ id, reference, eventDate, status }) => ({ id, reference, eventDate, status }))
}
