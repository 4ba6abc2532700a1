import type { PayloadRequest } from 'payload'

import { clientKey, inTransaction } from '@server-kit'

import type { Booking } from '../../types'

import { agreedFacts } from '../../presenters/agreedTerms'
import { agreementOf } from '../../presenters/agreementView'
import { currentTerms } from './currentTerms'
import { findOwnedBooking, type OwnedBooking } from '../records/findOwnedBooking'
import { lockBooking } from '../records/lockBooking'
import { nextNumber } from '../documents/numberCounter'

export { agreementOf }

/** Who signs, and the hash of the terms text they were shown (their page sends it back). */
export type Signature = { signatureName: string; termsHash: string; ip: string; userAgent: string }
/** A typed name counts as a signature from two characters (the quote page and the wizard). */
export const isTypedSignature = (signatureName: string) => signatureName.trim().length >= 2

/** Who signs, from the request: the typed name, the terms shown, the client's address and browser. */
export const signatureFrom = (
  req: PayloadRequest,
  signatureName: string,
  termsHash: string,
): Signature => ({
  signatureName: signatureName.trim(),
  termsHash,
  ip: clientKey(req),
  userAgent: (req.headers.get('user-agent') ?? '').slice(0, 300),
})

type TermsChanged = { ok: false; code: 'terms_changed' }
export type AgreementData = { ok: true; data: Awaited<ReturnType<typeof agreementFields>> }

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
): Promise<{ ok: true; booking: Booking } | TermsChanged> {
  return inTransaction(
    req,
    async () => {
      await lockBooking(req, bookingId)
      const booking = await req.payload.findByID({ collection: 'bookings', id: bookingId, req })
      if (agreementOf(booking)) return { ok: true as const, booking }
      const fields = await agreementData(req, booking, signature, now)
      if (!fields.ok) return fields
      const signed = await req.payload.update({
        collection: 'bookings',
        id: bookingId,
        depth: 0,
        req,
        data: fields.data,
      })
      return { ok: true as const, booking: signed }
    },
    (r) => r.ok,
  )
}

/**
 * The fields a signature writes, or `terms_changed` when the terms now differ from the text the
 * customer read (they must read it again). The caller holds the booking (locked, or created in
 * its transaction).
 */
export async function agreementData(
  req: PayloadRequest,
  booking: Booking,
  signature: Signature,
  now: Date,
): Promise<AgreementData | TermsChanged> {
  const terms = await currentTerms(req, now)
  if (terms.hash !== signature.termsHash) return { ok: false, code: 'terms_changed' }
  return { ok: true, data: await agreementFields(req, booking, signature, terms, now) }
}

async function agreementFields(
  req: PayloadRequest,
  booking: Booking,
  signature: Signature,
  terms: Awaited<ReturnType<typeof currentTerms>>,
  now: Date,
) {
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
      // Frozen: the PDF prints these, whatever the booking becomes (issue 49).
      agreed: agreedFacts(booking),
    },
  }
}

/** POST /api/bookings/:id/accept-terms with a name: the booking's owner signs what they read. */
export async function signOwnBooking(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  signatureName: string
  termsHash: string
  now: Date
}): Promise<{ ok: true; booking: Booking } | TermsChanged | Exclude<OwnedBooking, { ok: true }>> {
  const owned = await findOwnedBooking(args)
  if (!owned.ok) return owned
  const signature = signatureFrom(args.req, args.signatureName, args.termsHash)
  return signBooking(args.req, args.bookingId, signature, args.now)
}
