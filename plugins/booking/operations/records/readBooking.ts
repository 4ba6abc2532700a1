import type { PayloadRequest } from 'payload'

import { hasRole, type Failure, tokenMatches } from '@server-kit'

import type { Booking } from '../../types'
import { findBookingWithToken } from './findOwnedBooking'
export type ReadBookingResult =
  | { ok: true; view: 'staff'; doc: Booking }
  | { ok: true; view: 'owner'; booking: Booking }
  | Failure<'not_found'>

/** Staff see the whole document; the token's owner their booking; anyone else nothing (404). */
export async function readBooking(args: {
  req: PayloadRequest
  id: number
  token: string
  depth: number
}): Promise<ReadBookingResult> {
  const { req, id, token } = args
  const depth = Math.min(Math.max(Math.trunc(args.depth) || 0, 0), 2)
  if (hasRole(req.user, ['admin', 'staff'])) {
    const doc = await req.payload.findByID({
      collection: 'bookings',
      id,
      req,
      overrideAccess: false,
      disableErrors: true,
      depth,
    })
    return doc ? { ok: true, view: 'staff', doc } : { ok: false, code: 'not_found' }
  }
  const booking = await findBookingWithToken(req, id)
  // A wrong token answers exactly like a missing booking: ids reveal nothing.
  if (!booking || !tokenMatches(token, booking.accessToken)) return { ok: false, code: 'not_found' }
  return { ok: true, view: 'owner', booking }
}
