// The quotes API's route table: the customer's quote page, the waitlist, and the staff builder.
import { client, routesOf } from '@api-client'
import type { EmailDelivery } from '@outbox/contract'

import type {
  AcceptQuoteRequest,
  AcceptQuoteResponse,
  AskAgainRequest,
  AskAgainResponse,
  CreateQuoteRequest,
  CreateQuoteResponse,
  DeclineQuoteRequest,
  QuoteErrorCode,
  QuoteView,
  ReviseQuoteRequest,
  ReviseQuoteResponse,
} from './contract'
import type { QuotePreview } from './operations/previewQuote'
import type { WaitlistDate } from './operations/waitlistByDate'

const route = routesOf<QuoteErrorCode>()
type Token = { token: string }

/** POST /api/quotes or /api/quotes/:id/revise (staff): the quote sent and its email's fate. */
export type SentQuote = Pick<CreateQuoteResponse, 'id' | 'number' | 'total'> & {
  delivery: EmailDelivery
  token?: string
  revision?: number
}
export type ExpiringQuote = {
  id: number
  number: string
  customerName?: string
  totalCents?: number
  expiresOn: string
}
export type WaitlistDates = { dates: WaitlistDate[]; offerHours: number }
/** POST /api/waitlist: in line (201), or the date is open and the wizard's link books it (200). */
export type JoinedWaitlist =
  | { status: 'waiting'; id: number }
  | { status: 'open'; eventDate: string; time: string; bookingLink: string }
type JoinWaitlistBody = {
  name: string
  email: string
  phone: string
  packageId: number
  eventDate: string
  earliestTime: string
  latestTime: string
}

export const quotesRoutes = {
  view: route<{ query: Token; res: QuoteView }>().get('/api/quotes/:id'),
  accept: route<{ body: AcceptQuoteRequest; res: AcceptQuoteResponse }>().post(
    '/api/quotes/:id/accept',
  ),
  decline: route<{ body: DeclineQuoteRequest }>().post('/api/quotes/:id/decline'),
  askAgain: route<{ body: AskAgainRequest; res: AskAgainResponse }>().post(
    '/api/quotes/:id/ask-again',
  ),
  joinWaitlist: route<{ body: JoinWaitlistBody; res: JoinedWaitlist }>().post('/api/waitlist'),
  create: route<{
    body: CreateQuoteRequest
    res: CreateQuoteResponse & { delivery: EmailDelivery }
  }>().post('/api/quotes'),
  revise: route<{ body: ReviseQuoteRequest; res: ReviseQuoteResponse }>().post(
    '/api/quotes/:id/revise',
  ),
  preview: route<{ body: object; res: QuotePreview }>().post('/api/quotes/preview'),
  /** Payload's list of quotes (Today's "Quotes expiring"). */
  list: route<{ query: URLSearchParams; res: { docs: ExpiringQuote[] } }>().get('/api/quotes'),
  waitlistDates: route<{ res: WaitlistDates }>().get('/api/waitlist/dates'),
  offer: route<{
    body: { time: string }
    res: { status: string; delivery: EmailDelivery }
  }>().post('/api/waitlist/:id/offer'),
}
export const quotesApi = client(quotesRoutes)
