import { stringify } from 'csv-stringify/sync'

import { centsToDecimalString as money } from '@kernel'

import type { ReportDocument } from '../core/accountingRows'
import type { Period } from '../core/period'
import type { TaxReport } from '../core/taxWorksheet'

// Excel reads a UTF-8 file as ANSI without the byte-order mark (accents turn into mojibake).
const BOM = '\uFEFF'
// A text cell starting with = + - @ runs as a formula in a spreadsheet: prefix it so it stays text.
// Amounts are written by us as decimals and may be negative, so only text cells are guarded.
export const safeText = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)

/** A CSV file body: header row, then rows, Windows line ends, BOM first. */
export const csvBody = (columns: readonly string[], rows: string[][]) =>
  BOM + stringify([columns as string[], ...rows], { record_delimiter: 'windows' })

export type Seller = { legalName: string; gstNumber: string }

const KIND = { receipt: 'Receipt', credit_note: 'Credit note' } as const

/** The GST/RST worksheet as a CSV: the business, the period, one line per document, the totals. */
export function worksheetCsv(
  seller: Seller,
  period: Period,
  tax: TaxReport,
  docs: ReportDocument[],
) {
  const lines = docs.map((d) => [
    d.number,
    KIND[d.kind],
    d.issuedOn,
    safeText(d.billedTo),
    safeText(d.bookingReference),
    money(d.amountCents),
    money(d.netCents),
    money(d.gstCents),
    money(d.rstCents),
  ])
  const blank = ['', '', '', '', '']
  return csvBody(
    ['Number', 'Kind', 'Date', 'Billed to', 'Booking', 'Amount', 'Before tax', 'GST', 'RST'],
    [
      ...lines,
      [
        ...blank,
        'Taxable sales',
        money(tax.salesNetCents),
        money(tax.gstCents),
        money(tax.rstCents),
      ],
      [
        ...blank,
        'Credit notes',
        money(tax.creditNetCents),
        money(tax.creditGstCents),
        money(tax.creditRstCents),
      ],
      [...blank, 'To remit', '', money(tax.remitGstCents), money(tax.remitRstCents)],
      [safeText(seller.legalName), `GST number ${seller.gstNumber || 'not set'}`],
      [`Period ${period.from} to ${period.to}`, `${tax.documents} documents`],
    ],
  )
}
