import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { bookFromQuote, bookingAccess, loadCatalog } from '@booking/server'
import { relId } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { QuoteErrorCode } from '../messages'
import { quoteState } from '../core/quoteExpiry'
import { depositAllowed, isPayableTotal } from '../core/quotePayable'
import type { CreateQuoteData } from '../schemas'
import { findOwnedQuote, type Quote } from './findQuote'
import { lockQuote } from './lockQuote'
import { quoteRequest } from './quoteRequest'
import { quoteView, type QuoteView } from './quoteView'

export type AcceptInput = {
  id: number
  token: string
  signatureName: string
  termsHash: string
  /** The revision the customer's page showed (QuoteView.revision). */
  revision: number
  paymentType: 'full' | 'deposit'
}
export type Accepted = { ok: true; bookingId: number; token: string; amountDueNowCents: number }
/** 409 quote_changed carries the quote as it now is, so the page shows it and asks again. */
export type QuoteChanged = { quote: QuoteView }
type Result = Accepted | (Failure<QuoteErrorCode> & { field?: string })

/**
 * The customer accepts and signs a quote: under the quote's row lock (the first lock taken, so
 * a double click waits and then finds it accepted, and a revision waits or is waited for), the
 * revision the page showed must still be the quote's (else 409 `quote_changed` with the quote
 * as it now is: nothing is booked), its total must be chargeable (core/quotePayable.ts); then
 * booking books it (bookFromQuote: its held booking reused, or a booking made by the wizard's
 * operation, booth re-checked under the day lock, then signed), and the quote is linked.
 * Payment then goes through the booking's own create-payment-intent path; a quote whose least
 * deposit is below the gateway's minimum is paid in full.
 */
export async function acceptQuote({
  req,
  input,
  now,
}: {
  req: PayloadRequest
  input: AcceptInput
  now: Date
}): Promise<Result> {
  if (!(await findOwnedQuote(req, input.id, input.token))) return { ok: false, code: 'not_found' }
  const { settings } = await loadCatalog({ req })
  const result = await inTransaction(
    req,
    async (): Promise<Result> => {
      await lockQuote(req, input.id)
      const quote = await req.payload.findByID({ collection: 'quotes', id: input.id, req })
      // Read under the lock a revision also takes: the accept books exactly the version shown
      // (an accepted quote answers its booking only to the page that showed that version).
      if ((quote.revision ?? 1) !== input.revision) return { ok: false, code: 'quote_changed' }
      const state = quoteState(quote.status, quote.expiresOn, todayInZone(now, BUSINESS_TIME_ZONE))
      if (state === 'accepted') return accepted(req, quote)
      if (state === 'expired') return { ok: false, code: 'quote_expired' }
      if (state === 'declined') return { ok: false, code: 'quote_declined' }
      const total = quote.totalCents ?? 0
      if (!isPayableTotal(total)) return { ok: false, code: 'quote_not_payable' }
      const paymentType = depositAllowed(total, settings.depositPercent)
        ? input.paymentType
        : 'full'
      const booked = await bookFromQuote({
        req,
        heldBookingId: quote.holdBooking ? relId(quote.holdBooking) : null,
        input: quoteRequest(quote.request as CreateQuoteData, paymentType),
        totalCents: quote.totalCents,
        signatureName: input.signatureName,
        termsHash: input.termsHash,
        now,
      })
      if (!booked.ok) return booked // rolled back: a held booking stays as it was
      await req.payload.update({
        collection: 'quotes',
        id: quote.id,
        depth: 0,
        req,
        data: { status: 'accepted', booking: booked.bookingId, acceptedAt: now.toISOString() },
      })
      if (quote.lead)
        await req.payload.update({
          collection: 'inquiries',
          id: relId(quote.lead),
          data: { status: 'won' },
          depth: 0,
          req,
        })
      return booked
    },
    (r) => r.ok,
  )
  if (result.ok || result.code !== 'quote_changed') return result
  // Rolled back; the quote as it reads now (after the lock), for the page to show.
  const fresh = await findOwnedQuote(req, input.id, input.token)
  return fresh ? { ...result, extra: { quote: await quoteView(req, fresh, now) } } : result
}

async function accepted(req: PayloadRequest, quote: Quote): Promise<Result> {
  // Bookings are never deleted: an accepted quote's booking is always there.
  const booking = await bookingAccess(req, relId(quote.booking))
  if (!booking) return { ok: false, code: 'not_found' }
  const { id: bookingId, token, amountDueNowCents } = booking
  return { ok: true, bookingId, token, amountDueNowCents }
}
