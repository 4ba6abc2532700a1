import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { releaseHeldBooking } from '@booking/server'
import { relId } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { QuoteErrorCode } from '../messages'
import { quoteState } from '../core/quoteExpiry'
import { findOwnedQuote, type Quote } from './findQuote'
import { lockQuote } from './lockQuote'
import { noteOnLead } from './noteOnLead'

type Result = { ok: true; quote: Quote; changed: boolean } | Failure<QuoteErrorCode>

/**
 * The customer declines an open quote: under the quote's row lock (the first lock) it becomes
 * declined, its booth hold is released at once (the booking's row lock, then its booths), and its
 * lead (if any) gets a history line; the lead's status stays staff's call. Declining again
 * answers the same and changes nothing; an accepted or expired quote is refused.
 */
export async function declineQuote({
  req,
  id,
  token,
  reason,
  now,
}: {
  req: PayloadRequest
  id: number
  token: string
  reason?: string
  now: Date
}): Promise<Result> {
  if (!(await findOwnedQuote(req, id, token))) return { ok: false, code: 'not_found' }
  return inTransaction(
    req,
    async (): Promise<Result> => {
      await lockQuote(req, id)
      const quote = await req.payload.findByID({ collection: 'quotes', id, depth: 0, req })
      const state = quoteState(quote.status, quote.expiresOn, todayInZone(now, BUSINESS_TIME_ZONE))
      if (state === 'declined') return { ok: true, quote, changed: false }
      if (state === 'accepted')
        return {
          ok: false,
          code: 'quote_accepted',
          message: 'This quote was already accepted and booked. To cancel, use your booking page.',
        }
      if (state === 'expired') return { ok: false, code: 'quote_expired' }
      const customer = { kind: 'customer' as const, name: quote.customerName ?? 'customer' }
      if (quote.holdBooking)
        await releaseHeldBooking({
          req,
          bookingId: relId(quote.holdBooking),
          actor: customer,
          reason: `Quote ${quote.number} declined`,
          now,
        })
      const declined = await req.payload.update({
        collection: 'quotes',
        id,
        depth: 0,
        req,
        data: { status: 'declined' },
      })
      if (quote.lead) await noteOnLead(req, relId(quote.lead), declineNote(quote.number, reason))
      return { ok: true, quote: declined, changed: true }
    },
    (r) => r.ok,
  )
}

export const declineNote = (number: string, reason?: string) =>
  `Quote ${number} declined by the customer on the quote page.${reason ? ` Reason: ${reason}` : ' No reason given.'}`
