import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import type { Booking } from '../../types'
import type { CreateBookingInput } from '../../results'
import { isPendingPayment } from '../../core'
import { tokenFor } from '../records/bookingToken'
import { lockBooking } from '../records/lockBooking'
import { createBooking, type CreateBookingResult } from './createBooking'
import { agreementData, signatureFrom } from './signAgreement'

export type BookedFromQuote = {
  ok: true
  bookingId: number
  token: string
  amountDueNowCents: number
}
type PriceChanged = { ok: false; code: 'quote_price_changed' }
type Failed =
  Exclude<CreateBookingResult, { ok: true }> | PriceChanged | { ok: false; code: 'terms_changed' }

/**
 * Books an accepted quote, in the caller's transaction after the quote's row lock (the lock
 * order): the quote's held booking while its hold lasts (under the booking's row lock), else a
 * new one by createBooking (booth re-checked under the day locks) that must cost what the quote
 * said; then signed (the terms' version, the agreement's number) and marked as from a quote.
 */
export async function bookFromQuote(args: {
  req: PayloadRequest
  /** The booking the quote holds, if any. */
  heldBookingId: number | null
  input: CreateBookingInput
  totalCents: number | null | undefined
  signatureName: string
  termsHash: string
  now: Date
}): Promise<BookedFromQuote | Failed> {
  const { req, now } = args
  return inTransaction(
    req,
    async (): Promise<BookedFromQuote | Failed> => {
      const booking = await bookingFor(args)
      if (!booking.ok) return booking
      const signature = signatureFrom(req, args.signatureName, args.termsHash)
      const agreement = await agreementData(req, booking.booking, signature, now)
      if (!agreement.ok) return agreement // rolled back: the held booking stays as it was
      const signed = await req.payload.update({
        collection: 'bookings',
        id: booking.booking.id,
        depth: 0,
        req,
        data: { source: 'quote', ...agreement.data },
      })
      return {
        ok: true,
        bookingId: signed.id,
        token: tokenFor(req.payload.secret, signed),
        amountDueNowCents: signed.amountDueNowCents ?? 0,
      }
    },
    (r) => r.ok,
  )
}

/** The quote's held booking while its hold lasts, else a new one (priced again, booth checked). */
async function bookingFor(
  args: Parameters<typeof bookFromQuote>[0],
): Promise<{ ok: true; booking: Booking } | Failed> {
  const { req, heldBookingId: id, now } = args
  if (id) {
    await lockBooking(req, id)
    const held = await req.payload.findByID({ collection: 'bookings', id, depth: 0, req })
    const live = isPendingPayment(held.status) && new Date(held.holdExpiresAt ?? 0) > now
    if (live) return { ok: true, booking: held }
  }
  const created = await createBooking({ req, input: args.input, now })
  if (!created.ok) return created
  if (created.booking.totalCents !== args.totalCents)
    return { ok: false, code: 'quote_price_changed' }
  return { ok: true, booking: created.booking }
}
