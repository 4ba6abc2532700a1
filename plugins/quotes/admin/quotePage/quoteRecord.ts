// The stored shapes a quote's admin page reads (createQuote and reviseQuote write them).

export type PricedLine = { label: string; amountCents: number }
export type Priced = { lines?: PricedLine[]; totalCents?: number }

export type QuoteRequestRecord = {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  packageId?: number
  backdropId?: number
  eventDate?: string
  eventTime?: string
  address?: string
}

/** One superseded version, oldest first (reviseQuote's `previousVersion`). */
export type RevisionRecord = {
  revision?: number
  priced?: Priced
  totalCents?: number
  expiresOn?: string
  holdBooth?: boolean
  status?: string
  revisedAt?: string
  revisedBy?: string
}

export const asObject = <T>(value: unknown): T | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null
