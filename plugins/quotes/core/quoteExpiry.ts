// A quote's life: open until the end of its expiry date in Winnipeg, 7 days by default.
import { addDaysToDateString } from '@kernel'

export const DEFAULT_QUOTE_DAYS = 7

export type QuoteState = 'open' | 'accepted' | 'declined' | 'expired'

/** The expiry staff chose, or today + 7 days; never before today. */
export function quoteExpiresOn(today: string, chosen?: string): string | null {
  const expiresOn = chosen ?? addDaysToDateString(today, DEFAULT_QUOTE_DAYS)
  return expiresOn < today ? null : expiresOn
}

/** What the customer's page says: a sent quote past its date has expired. */
export function quoteState(status: string, expiresOn: string, today: string): QuoteState {
  if (status === 'accepted' || status === 'declined' || status === 'expired') return status
  return expiresOn < today ? 'expired' : 'open'
}
