import type { PayloadRequest } from 'payload'

import { clientKey, inTransaction } from '@server-kit'

import type { Booking } from '../types'

import { agreementOf } from '../presenters/agreementView'
import { currentTerms } from './currentTerms'
import { findOwnedBooking, type OwnedBooking } from './findOwnedBooking'
import { lockBooking } from './lockBooking'
import { nextNumber } from './numberCounter'

export { agreementOf }

export type Signature = { signatureName: string; ip: string; userAgent: string }
/** Who signs, from the request: the typed name, the client's address and browser. */
export const signatureFrom = (req: PayloadRequest, signatureName: string): Signature => ({
  signatureName: signatureName.trim(),
  ip: clientKey(req),
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 300),
})

/**
 * Records the customer's typed-name signature of the terms the site shows now (the version and
 * its hash) and numbers the agreement (A-YYYY-NNNNN), under the booking's row lock. The first
 * signature stands: later terms never change what a booking signed.
 */
export async function signBooking(
  req: PayloadRequest,
  bookingId: number,
  signature: Signature,
  now: Date,
): Promise<Booking> {
  return inTransaction(req, async () => {
    await lockBooking(req, bookingId)
    const booking = await req.payload.findByID({ collection: 'bookings', id: bookingId, req })
    if (agreementOf(booking)) return booking
    return req.payload.update({
      collection: 'bookings',
      id: bookingId,
      depth: 0,
      req,
      data: await agreementData(req, booking, signature, now),
    })
  })
}

/** The fields a signature writes; the caller holds the booking (locked, or created in its transaction). */
export async function agreementData(
  req: PayloadRequest,
  booking: Booking,
  signature: Signature,
  now: Date,
) {
  const terms = await currentTerms(req, now)
  const signedAt = now.toISOString()
  return {
    termsAcceptedAt: booking.termsAcceptedAt ?? signedAt,
    termsVersion: terms.version,
    agreement: {
      termsVersion: terms.id,
      version: terms.version,
      hash: terms.hash,
      signatureName: signature.signatureName,
      signedAt,
      ip: signature.ip,
      userAgent: signature.userAgent,
      documentNumber: await nextNumber(req, 'agreement', now),
    },
  }
}

/** POST /api/bookings/:id/accept-terms with a name: the booking's owner signs. */
export async function signOwnBooking(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  signatureName: string
  now: Date
}): Promise<{ ok: true; booking: Booking } | Exclude<OwnedBooking, { ok: true }>> {
  const owned = await findOwnedBooking(args)
  if (!owned.ok) return owned
  const signature = signatureFrom(args.req, args.signatureName)
  return { ok: true, booking: await signBooking(args.req, args.bookingId, signature, args.now) }
}
