import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

import type { Booking } from '../types'

import type { Failure } from '@server-kit'

export const tokenMatches = (given: string, expected: string | null | undefined) => {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

export type OwnedBooking =
  { ok: true; booking: Booking } | Failure<'booking_not_found' | 'bad_token'>

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

/** The booking, only for whoever holds its access token (the success page link). */
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
  if (!booking) return { ok: false, code: 'booking_not_found' }
  if (!tokenMatches(token, booking.accessToken)) return { ok: false, code: 'bad_token' }
  return { ok: true, booking }
}
