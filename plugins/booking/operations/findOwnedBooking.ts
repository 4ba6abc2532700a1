import crypto from 'node:crypto'
import type { PayloadRequest } from 'payload'

import type { Booking } from '@/payload-types'

import { messages } from '../messages'

export const tokenMatches = (given: string, expected: string | null | undefined) => {
  if (!given || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}

export type OwnedBooking =
  { ok: true; booking: Booking } | { ok: false; status: 403 | 404; message: string }

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
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { id: { equals: bookingId } },
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  const booking = docs[0]
  if (!booking) return { ok: false, status: 404, message: messages.bookingNotFound }
  if (!tokenMatches(token, booking.accessToken))
    return { ok: false, status: 403, message: messages.badToken }
  return { ok: true, booking }
}
