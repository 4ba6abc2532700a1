import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { nextNumber, quoteBooking } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { QuoteErrorCode } from '../messages'
import { quoteExpiresOn } from '../core/quoteExpiry'
import { isPayableTotal } from '../core/quotePayable'
import type { CreateQuoteData } from '../schemas'
import { holdForQuote } from './holdForQuote'
import { quoteRequest } from './quoteRequest'
import { newQuoteToken } from './quoteToken'

export type CreatedQuote = { id: number; number: string; token: string; totalCents: number }
type Result = ({ ok: true } & CreatedQuote) | (Failure<QuoteErrorCode> & { field?: string })

/**
 * A quote staff build: priced by the booking plugin's pricing core (package, add-ons, custom
 * lines; taxes included), numbered Q-YYYY-NNNNN in its own transaction, with the booth held
 * until it expires when asked. The token is returned once; the database keeps its hash.
 */
export async function createQuote({
  req,
  data,
  now,
}: {
  req: PayloadRequest
  data: CreateQuoteData
  now: Date
}): Promise<Result> {
  const expiresOn = quoteExpiresOn(todayInZone(now, BUSINESS_TIME_ZONE), data.expiresOn)
  if (!expiresOn) return { ok: false, code: 'expiry_invalid', field: 'expiresOn' }
  if (data.leadId && !(await leadExists(req, data.leadId)))
    return { ok: false, code: 'lead_unknown', field: 'leadId' }
  const input = quoteRequest(data)
  const priced = await quoteBooking({ req, input, now })
  if (!priced.ok) return priced
  // $0.00 or $0.01 cannot be paid by card: such a quote is never sent (core/quotePayable.ts).
  if (!isPayableTotal(priced.quote.totalCents))
    return { ok: false, code: 'total_below_minimum', field: 'lines' }
  const { token, nonce, hash } = newQuoteToken(req.payload.secret)
  return inTransaction(
    req,
    async (): Promise<Result> => {
      // The hold first: its day locks come before the counter row in the lock order.
      const hold = data.holdBooth ? await holdForQuote({ req, input, expiresOn, now }) : null
      if (hold && !hold.ok) return hold
      const number = await nextNumber(req, 'quote', now)
      const quote = await req.payload.create({
        collection: 'quotes',
        depth: 0,
        req,
        data: {
          number,
          status: 'sent',
          customerName: `${data.firstName} ${data.lastName}`.trim(),
          email: data.email,
          lead: data.leadId ?? null,
          holdBooking: hold?.booking.id ?? null,
          totalCents: priced.quote.totalCents,
          expiresOn,
          holdBooth: data.holdBooth,
          revision: 1,
          request: data,
          priced: {
            lines: priced.quote.lines,
            totalCents: priced.quote.totalCents,
            // The event's length with extra time: the quote page's end time.
            eventMinutes: priced.timeline.eventMinutes,
          },
          revisions: [],
          accessToken: hash,
          accessTokenNonce: nonce,
        },
      })
      // The lead it answers moves to quoted (its history records who and when).
      if (data.leadId)
        await req.payload.update({
          collection: 'inquiries',
          id: data.leadId,
          data: { status: 'quoted' },
          depth: 0,
          req,
        })
      return { ok: true, id: quote.id, number, token, totalCents: priced.quote.totalCents }
    },
    (r) => r.ok,
  )
}

const leadExists = async (req: PayloadRequest, id: number) =>
  (
    await req.payload.count({
      collection: 'inquiries',
      where: { id: { equals: id } },
      req,
    })
  ).totalDocs > 0
