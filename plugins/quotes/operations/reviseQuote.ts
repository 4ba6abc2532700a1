import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { quoteBooking, staffActor } from '@booking/server'
import { relId } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { QuoteErrorCode } from '../messages'
import { quoteExpiresOn } from '../core/quoteExpiry'
import { isPayableTotal } from '../core/quotePayable'
import type { ReviseQuoteData } from '../schemas'
import { findQuote } from './findQuote'
import { lockQuote } from './lockQuote'
import { moveQuoteHold } from './moveQuoteHold'
import { quoteRequest } from './quoteRequest'
import { quoteTokenFor } from './quoteToken'
import { previousVersion, revisionsOf } from './quoteRevisions'

export type RevisedQuote = { id: number; number: string; revision: number; totalCents: number }
type Result =
  ({ ok: true; token: string } & RevisedQuote) | (Failure<QuoteErrorCode> & { field?: string })

/**
 * Staff revise a quote: priced again by the one pricing core (as createQuote), then under the
 * quote's row lock (the first lock) the previous version goes into `revisions`, the revision
 * counts up and the booth hold follows the new request. The number, the lead and the customer's
 * link stay; an expired or declined quote is sent again. An accepted quote is never changed.
 */
export async function reviseQuote({
  req,
  id,
  data,
  now,
}: {
  req: PayloadRequest
  id: number
  data: ReviseQuoteData
  now: Date
}): Promise<Result> {
  const expiresOn = quoteExpiresOn(todayInZone(now, BUSINESS_TIME_ZONE), data.expiresOn)
  if (!expiresOn) return { ok: false, code: 'expiry_invalid', field: 'expiresOn' }
  const input = quoteRequest(data)
  const priced = await quoteBooking({ req, input, now })
  if (!priced.ok) return priced
  // $0.00 or $0.01 cannot be paid by card: such a quote is never sent (core/quotePayable.ts).
  if (!isPayableTotal(priced.quote.totalCents))
    return { ok: false, code: 'total_below_minimum', field: 'lines' }
  const actor = staffActor(req)
  return inTransaction(
    req,
    async (): Promise<Result> => {
      await lockQuote(req, id)
      const quote = await findQuote(req, id)
      if (!quote) return { ok: false, code: 'not_found' }
      if (quote.status === 'accepted') return { ok: false, code: 'quote_accepted' }
      const hold = await moveQuoteHold({
        req,
        quote,
        input,
        holdBooth: data.holdBooth,
        expiresOn,
        actor,
        now,
      })
      if (!hold.ok) return hold
      const revision = (quote.revision ?? 1) + 1
      const totalCents = priced.quote.totalCents
      await req.payload.update({
        collection: 'quotes',
        id,
        depth: 0,
        req,
        data: {
          status: 'sent',
          customerName: `${data.firstName} ${data.lastName}`.trim(),
          email: data.email,
          holdBooking: hold.bookingId,
          totalCents,
          expiresOn,
          holdBooth: data.holdBooth,
          revision,
          request: { ...data, ...(quote.lead ? { leadId: relId(quote.lead) } : {}) },
          priced: {
            lines: priced.quote.lines,
            totalCents,
            eventMinutes: priced.timeline.eventMinutes,
          },
          revisions: [...revisionsOf(quote), previousVersion(quote, actor.name, now)],
        },
      })
      const token = quoteTokenFor(req.payload.secret, quote)
      return { ok: true, id, number: quote.number, revision, totalCents, token }
    },
    (r) => r.ok,
  )
}
