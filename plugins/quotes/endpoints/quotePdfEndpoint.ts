import { defineEndpoint, hasRole } from '@server-kit'
import { renderDocumentPdf } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { quoteId } from './quoteId'
import { findOwnedQuote, type Quote } from '../operations/findQuote'
import { quotePdfView } from '../operations/quotePdfView'
import { revisionsOf } from '../operations/quoteRevisions'

/** The day this revision was written: the last revision's time, else the quote's creation. */
const writtenOn = (quote: Quote) => {
  const list = revisionsOf(quote)
  const at = list[list.length - 1]?.revisedAt ?? quote.createdAt
  return todayInZone(new Date(at), BUSINESS_TIME_ZONE)
}

/**
 * GET /api/quotes/:id/pdf?token= — the quote's latest revision as a PDF, for the customer's link
 * or a staff session; a wrong token is the same 404 as no quote.
 */
export const quotePdfEndpoint = defineEndpoint<undefined, QuoteErrorCode>({
  path: '/:id/pdf',
  method: 'get',
  // Rendering a PDF is not a cheap read: counted per client in Postgres across servers.
  rateLimit: { name: 'quote-pdf', points: 20, durationSeconds: 60 },
  errors: quoteErrors,
  run: async ({ req, params }) => {
    const id = quoteId(params)
    const token = typeof req.query?.token === 'string' ? req.query.token : ''
    const staff = req.user && hasRole(req.user, ['admin', 'staff'])
    const quote = staff
      ? await req.payload.findByID({ collection: 'quotes', id, depth: 0, req, disableErrors: true })
      : await findOwnedQuote(req, id, token)
    if (!quote) return { ok: false, code: 'not_found' }
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const pdf = await renderDocumentPdf(quotePdfView(quote, settings, writtenOn(quote)))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${quote.number}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})
