// The quotes API as the browser sees it: types and the route table (routes.ts), from the server's
// own schemas and views.
import type { z } from 'zod'

import type { QuoteErrorCode } from './messages'
import type { Accepted, QuoteChanged } from './operations/acceptQuote'
import type { CreatedQuote } from './operations/createQuote'
import type { QuoteView } from './operations/quoteView'
import type { AskedAgain } from './operations/askAgain'
import type { RevisedQuote } from './operations/reviseQuote'
import type { EmailDelivery } from '@outbox/contract'
import type { Money } from '@kernel'
import type {
  acceptQuoteSchema,
  askAgainSchema,
  createQuoteSchema,
  declineQuoteSchema,
  reviseQuoteSchema,
} from './schemas'

export type { QuoteErrorCode, QuoteView }
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteSchema>
export type AcceptQuoteResponse = Omit<Accepted, 'ok' | 'amountDueNowCents'> & {
  amountDueNow: Money
}
/** The 409 `quote_changed` body of an accept: beside code and message, the quote as it now is. */
export type QuoteChangedBody = QuoteChanged
/** POST /api/quotes (staff): the quote as sent. */
export type CreateQuoteRequest = z.input<typeof createQuoteSchema>
export type CreateQuoteResponse = Omit<CreatedQuote, 'totalCents'> & {
  total: Money
  delivery: EmailDelivery
}
export type DeclineQuoteRequest = z.infer<typeof declineQuoteSchema>
export type AskAgainRequest = z.infer<typeof askAgainSchema>
export type AskAgainResponse = Omit<AskedAgain, 'ok'>
/** POST /api/quotes/:id/revise (staff): the create body without leadId. */
export type ReviseQuoteRequest = z.input<typeof reviseQuoteSchema>
export type ReviseQuoteResponse = Omit<RevisedQuote, 'totalCents' | 'token'> & {
  total: Money
  delivery: EmailDelivery
}

/** The route table: each endpoint as a typed call. */
export * from './routes'
