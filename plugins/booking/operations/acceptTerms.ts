import type { PayloadRequest } from 'payload'

import { findOwnedBooking, type OwnedBooking } from './findOwnedBooking'

export const TERMS_VERSION = '2025-01-03'

/** Records when the booking's owner accepted the terms (the first acceptance stands). */
export async function acceptTerms(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  termsVersion?: string
  now: Date
}): Promise<{ ok: true; termsAcceptedAt: string } | Exclude<OwnedBooking, { ok: true }>> {
  const { req, bookingId, token, termsVersion, now } = args
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return owned
  const termsAcceptedAt = owned.booking.termsAcceptedAt ?? now.toISOString()
  await req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { termsAcceptedAt, termsVersion: termsVersion ?? TERMS_VERSION },
    depth: 0,
    req,
  })
  return { ok: true, termsAcceptedAt }
}
