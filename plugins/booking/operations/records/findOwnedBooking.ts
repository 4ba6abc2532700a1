import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import type { Failure } from '@server-kit'

import { tokenMatches } from '@server-kit'

export { tokenMatches }

export type OwnedBooking = { ok: true; booking: Booking } | Failure<'not_found'>

/** The booking with its hidden access token (to compare, never to show), or null. */
export async function findBookingWithToken(req: PayloadRequest, id: number) {
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

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
  const booking = await findBookingWithToken(req, bookingId)
  // A wrong token answers exactly like a missing booking: ids reveal nothing.
  if (!booking || !tokenMatches(token, booking.accessToken)) return { ok: false, code: 'not_found' }
  return { ok: true, booking }
}
