// The lines of a receipt or invoice (package, add-ons, travel, promo), each with its tax, so a
// business customer can claim input tax credits (issue 37).
import { allocateCents } from './allocateCents'
import type { TaxSplit } from './taxSplit'

export type PricedLine = { label: string; amountCents: number }

export type DocumentLine = PricedLine & TaxSplit

/** What a document records besides its amount: its lines and where the booking stood. */
export type DocumentBreakdown = {
  lines: DocumentLine[]
  /** The booking's total when the document was issued. */
  bookingTotalCents: number
  /** Paid (and kept) before this document's money. */
  paidBeforeCents: number
  /** Still owed after it. */
  balanceAfterCents: number
  /** A tip's receipt (issue 35): no tax, not a sale, never part of the booking's money. */
  tip?: boolean
}

/**
 * The document's amount spread over the booking's lines in proportion to their prices, and its
 * GST and RST likewise, each with allocateCents (largest remainder: the cent left over goes to
 * the line with the largest fraction, ties to the earlier line). So the lines' amounts, GST and
 * RST add up to the document's exactly; each line's net is its amount less its taxes. A payment
 * of the whole total gives each line its own price.
 */
export function documentLines(
  lines: PricedLine[],
  doc: { amountCents: number } & TaxSplit,
): DocumentLine[] {
  const priced = lines.filter((l) => l.amountCents !== 0)
  const weights = priced.map((l) => l.amountCents)
  if (!priced.length || weights.reduce((s, w) => s + w, 0) <= 0) return []
  const amounts = allocateCents(doc.amountCents, weights)
  const gst = allocateCents(doc.gstCents, weights)
  const rst = allocateCents(doc.rstCents, weights)
  return priced.map((l, i) => ({
    label: l.label,
    amountCents: amounts[i]!,
    gstCents: gst[i]!,
    rstCents: rst[i]!,
    netCents: amounts[i]! - gst[i]! - rst[i]!,
  }))
}
