// The quotes API as the browser sees it: types only, from the server's own schemas and views.
import type { z } from 'zod'

import type { QuoteErrorCode } from './messages'
import type { Accepted } from './operations/acceptQuote'
import type { CreatedQuote } from './operations/createQuote'
import type { QuoteView } from './operations/quoteView'
import type { acceptQuoteSchema } from './schemas'

export type { QuoteErrorCode, QuoteView }
export type AcceptQuoteRequest = z.infer<typeof acceptQuoteSchema>
export type AcceptQuoteResponse = Omit<Accepted, 'ok'>
export type CreateQuoteResponse = CreatedQuote
