import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { formatDateLong } from '@kernel'

import type { Quote } from './findQuote'

/** One superseded version of a quote, as `revisions` keeps it (oldest first). */
export type QuoteRevision = {
  revision: number
  request: unknown
  priced: unknown
  totalCents: number
  expiresOn: string
  holdBooth: boolean
  status: string
  /** When it was replaced, and by whom (staff). */
  revisedAt: string
  revisedBy: string
}

/** The quote's superseded versions, oldest first ([] when it was never revised). */
export const revisionsOf = (quote: Pick<Quote, 'revisions'>): QuoteRevision[] =>
  Array.isArray(quote.revisions) ? (quote.revisions as QuoteRevision[]) : []

/** The version a revision replaces, recorded with when and by whom. */
export function previousVersion(quote: Quote, by: string, now: Date): QuoteRevision {
  return {
    revision: quote.revision ?? 1,
    request: quote.request,
    priced: quote.priced,
    totalCents: quote.totalCents ?? 0,
    expiresOn: quote.expiresOn,
    holdBooth: Boolean(quote.holdBooth),
    status: quote.status,
    revisedAt: now.toISOString(),
    revisedBy: by,
  }
}

/** "November 27, 2026": the day (in Winnipeg) the latest revision was made, or null for the first. */
export function updatedOnLabel(quote: Pick<Quote, 'revision' | 'revisions'>): string | null {
  const list = revisionsOf(quote)
  const last = list[list.length - 1]
  if ((quote.revision ?? 1) < 2 || !last?.revisedAt) return null
  const day = todayInZone(new Date(last.revisedAt), BUSINESS_TIME_ZONE)
  return formatDateLong(day, { weekday: false })
}
