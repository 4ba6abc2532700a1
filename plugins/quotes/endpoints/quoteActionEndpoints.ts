import { defineEndpoint } from '@server-kit'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { quoteId } from './quoteId'
import { askAgain } from '../operations/askAgain'
import { declineNote, declineQuote } from '../operations/declineQuote'
import { reviseQuote } from '../operations/reviseQuote'
import { sendQuoteEmail } from '../operations/sendQuoteEmail'
import { tellBusiness } from '../operations/tellBusiness'
import { moneyOf, relId } from '@kernel'
import { askAgainSchema, declineQuoteSchema, reviseQuoteSchema } from '../schemas'

/** POST /api/quotes/:id/revise (staff): prices again, keeps the number and link, emails it. */
export const reviseQuoteEndpoint = defineEndpoint<typeof reviseQuoteSchema, QuoteErrorCode>({
  path: '/:id/revise',
  method: 'post',
  auth: 'staff',
  schema: reviseQuoteSchema,
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    const revised = await reviseQuote({ req, id: quoteId(params), data, now: new Date() })
    if (!revised.ok) return revised
    const { ok: _ok, token, totalCents, ...body } = revised
    const delivery = await sendQuoteEmail(req, body.id, token, { updated: true })
    return { ok: true, body: { ...body, total: moneyOf(totalCents), delivery } }
  },
})

/** POST /api/quotes/:id/decline: the customer declines; the hold goes, the business is told. */
export const declineQuoteEndpoint = defineEndpoint<typeof declineQuoteSchema, QuoteErrorCode>({
  path: '/:id/decline',
  method: 'post',
  schema: declineQuoteSchema,
  rateLimit: { name: 'quote-decline', points: 20, durationSeconds: 60 },
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    const result = await declineQuote({ req, id: quoteId(params), ...data, now: new Date() })
    if (!result.ok) return result
    const { quote } = result
    if (result.changed)
      await tellBusiness(
        req,
        quote,
        `Quote declined: ${quote.number} (${quote.customerName})`,
        [
          declineNote(quote.number, data.reason),
          `Customer: ${quote.customerName} (${quote.email})`,
        ],
        quote.lead ? relId(quote.lead) : null,
      )
    return { ok: true, body: { id: quote.id, status: 'declined' } }
  },
})

/** POST /api/quotes/:id/ask-again: the customer asks for a new quote; staff get a lead line. */
export const askAgainEndpoint = defineEndpoint<typeof askAgainSchema, QuoteErrorCode>({
  path: '/:id/ask-again',
  method: 'post',
  schema: askAgainSchema,
  // Each request writes a lead line and emails the business: counted in Postgres per client.
  rateLimit: { name: 'quote-ask-again', points: 5, durationSeconds: 600 },
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    const asked = await askAgain({ req, id: quoteId(params), ...data })
    if (!asked.ok) return asked
    const { ok: _ok, ...body } = asked
    return { ok: true, status: 201, body }
  },
})
