import type { PayloadRequest } from 'payload'

import type { Booking } from '@/payload-types'

import { messages } from '../messages'
import { tokenMatches } from './bookingToken'

export { tokenMatches }

export type OwnedBooking =
  { ok: true; booking: Booking } | { ok: false; status: 403 | 404; message: string }

/** The booking, only for whoever holds its access token (the success page link); else 404. */
export async function findOwnedBooking({
  req,
  bookingId,
  token,
}: {
  req: PayloadRequest
  bookingId: number
  token: string
}): Promise<OwnedBooking> {
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: bookingId } },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  const booking = docs[0]
  // A wrong token answers exactly like a missing booking: ids reveal nothing.
  if (!booking || !tokenMatches(token, booking.accessToken))
    return { ok: false, status: 404, message: messages.bookingNotFound }
  return { ok: true, booking }
}
