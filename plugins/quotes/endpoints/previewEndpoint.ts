import { defineEndpoint } from '@server-kit'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { previewQuote } from '../operations/previewQuote'
import { previewQuoteSchema } from '../previewSchema'

/**
 * POST /api/quotes/preview (staff): the quote builder's live price, from the one pricing core.
 * It writes nothing; per server in memory like the wizard's own price preview.
 */
export const previewQuoteEndpoint = defineEndpoint<typeof previewQuoteSchema, QuoteErrorCode>({
  path: '/preview',
  method: 'post',
  auth: 'staff',
  schema: previewQuoteSchema,
  rateLimit: { name: 'quote-preview', points: 120, durationSeconds: 60, perServer: true },
  errors: quoteErrors,
  run: async ({ req, data }) => {
    const result = await previewQuote({ req, data, now: new Date() })
    if (!result.ok) return result
    const { ok: _ok, ...body } = result
    return { ok: true, body }
  },
})
