import type { PayloadRequest } from 'payload'

import { hasRole, type Failure } from '@server-kit'

import type { Booking } from '../types'
import { findBookingWithToken, tokenMatches } from './findOwnedBooking'

export type ReadBookingResult =
  | { ok: true; view: 'staff'; doc: Booking }
  | { ok: true; view: 'owner'; booking: Booking }
  | { ok: true; view: 'exists'; id: number; status: Booking['status'] }
  | Failure<'booking_not_found'>

/** Staff see the whole document; the token's owner their booking; anyone else that it exists. */
export async function readBooking(args: {
  req: PayloadRequest
  id: number
  token: string
  depth: number
}): Promise<ReadBookingResult> {
  const { req, id, token, depth } = args
  if (hasRole(req.user, ['admin', 'staff'])) {
    const doc = await req.payload.findByID({
      collection: 'bookings',
      id,
      req,
      overrideAccess: false,
      disableErrors: true,
      depth,
    })
    return doc ? { ok: true, view: 'staff', doc } : { ok: false, code: 'booking_not_found' }
  }
  const booking = await findBookingWithToken(req, id)
  if (!booking) return { ok: false, code: 'booking_not_found' }
  if (!tokenMatches(token, booking.accessToken))
    return { ok: true, view: 'exists', id: booking.id, status: booking.status }
  return { ok: true, view: 'owner', booking }
}
