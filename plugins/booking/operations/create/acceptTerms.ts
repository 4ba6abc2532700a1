import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import { findOwnedBooking, type OwnedBooking } from '../records/findOwnedBooking'
import { lockBooking } from '../records/lockBooking'

export const TERMS_VERSION = '2025-01-03'

/**
 * Records when the booking's owner accepted the terms and which version (the server's current
 * one, never the client's); the first acceptance stands.
 */
export async function acceptTerms(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  now: Date
}): Promise<{ ok: true; termsAcceptedAt: string } | Exclude<OwnedBooking, { ok: true }>> {
  const { req, bookingId, token, now } = args
  // Under the booking's row lock like every write: Payload writes the whole row, so an unlocked
  // write beside a payment step's re-pricing put back the plan it had just replaced.
  return inTransaction(req, async () => {
    await lockBooking(req, bookingId)
    const owned = await findOwnedBooking({ req, bookingId, token })
    if (!owned.ok) return owned
    if (owned.booking.termsAcceptedAt)
      return { ok: true, termsAcceptedAt: owned.booking.termsAcceptedAt }
    const termsAcceptedAt = now.toISOString()
    await req.payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { termsAcceptedAt, termsVersion: TERMS_VERSION },
      depth: 0,
      req,
    })
    return { ok: true, termsAcceptedAt }
  })
}
