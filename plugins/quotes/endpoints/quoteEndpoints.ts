import { defineEndpoint } from '@server-kit'
import { isTypedSignature } from '@booking/server'
import { moneyOf } from '@kernel'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { quoteId } from './quoteId'
import { acceptQuote } from '../operations/acceptQuote'
import { createQuote } from '../operations/createQuote'
import { findOwnedQuote } from '../operations/findQuote'
import { quoteView } from '../operations/quoteView'
import { sendQuoteEmail } from '../operations/sendQuoteEmail'
import { acceptQuoteSchema, createQuoteSchema, quoteTokenSchema } from '../schemas'

const tokenLimit = { name: 'quote-read', points: 60, durationSeconds: 60, perServer: true }

/** POST /api/quotes (staff): builds, numbers and emails a quote; answers its id, number, token. */
export const createQuoteEndpoint = defineEndpoint<typeof createQuoteSchema, QuoteErrorCode>({
  path: '/',
  method: 'post',
  auth: 'staff',
  schema: createQuoteSchema,
  errors: quoteErrors,
  run: async ({ req, data }) => {
    const created = await createQuote({ req, data, now: new Date() })
    if (!created.ok) return created
    const { ok: _ok, totalCents, ...body } = created
    const delivery = await sendQuoteEmail(req, body.id, body.token)
    return { ok: true, status: 201, body: { ...body, total: moneyOf(totalCents), delivery } }
  },
})

/** GET /api/quotes/:id?token=: the customer's view; a wrong token is the same 404 as none. */
export const readQuoteEndpoint = defineEndpoint<typeof quoteTokenSchema, QuoteErrorCode>({
  path: '/:id',
  method: 'get',
  schema: quoteTokenSchema,
  rateLimit: tokenLimit,
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    const quote = await findOwnedQuote(req, quoteId(params), data.token)
    if (!quote) return { ok: false, code: 'not_found' }
    return { ok: true, body: await quoteView(req, quote, new Date()) }
  },
})

/** POST /api/quotes/:id/accept: signs and makes the booking; answers what the payment needs. */
export const acceptQuoteEndpoint = defineEndpoint<typeof acceptQuoteSchema, QuoteErrorCode>({
  path: '/:id/accept',
  method: 'post',
  schema: acceptQuoteSchema,
  rateLimit: { name: 'quote-accept', points: 20, durationSeconds: 60 },
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    if (!isTypedSignature(data.signatureName))
      return { ok: false, code: 'signature_required', field: 'signatureName' }
    const result = await acceptQuote({
      req,
      input: { ...data, id: quoteId(params) },
      now: new Date(),
    })
    if (!result.ok) return result
    const { ok: _ok, amountDueNowCents, ...body } = result
    return { ok: true, body: { ...body, amountDueNow: moneyOf(amountDueNowCents) } }
  },
})
