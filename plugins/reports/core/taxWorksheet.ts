// The GST/RST return worksheet: receipts (R-) add tax collected, credit notes (C-) take it back in
// the period they were issued, never in the original's (CRA reports an adjustment when it is made).

export type DocumentKindSums = {
  kind: 'receipt' | 'credit_note'
  count: number
  amountCents: number
  netCents: number
  gstCents: number
  rstCents: number
}

/** GET /api/reports/tax: the names other tools rely on (issue 40). */
export type TaxReport = {
  salesNetCents: number
  gstCents: number
  rstCents: number
  creditNetCents: number
  creditGstCents: number
  creditRstCents: number
  remitGstCents: number
  remitRstCents: number
  /** R- and C- documents issued in the period. */
  documents: number
}

const ZERO = { count: 0, amountCents: 0, netCents: 0, gstCents: 0, rstCents: 0 }

/** The worksheet from the period's sums per kind (at most one row each). */
export function taxWorksheet(rows: DocumentKindSums[]): TaxReport {
  const sales = rows.find((r) => r.kind === 'receipt') ?? ZERO
  const credits = rows.find((r) => r.kind === 'credit_note') ?? ZERO
  return {
    salesNetCents: sales.netCents,
    gstCents: sales.gstCents,
    rstCents: sales.rstCents,
    creditNetCents: credits.netCents,
    creditGstCents: credits.gstCents,
    creditRstCents: credits.rstCents,
    remitGstCents: sales.gstCents - credits.gstCents,
    remitRstCents: sales.rstCents - credits.rstCents,
    documents: sales.count + credits.count,
  }
}

/** Money kept in the period: receipts less credit notes, taxes included. */
export const collectedCents = (rows: DocumentKindSums[]): number =>
  rows.reduce((sum, r) => sum + (r.kind === 'receipt' ? r.amountCents : -r.amountCents), 0)
