import { renderDocumentPdf } from '@booking/server'
import { formatCad, formatDateLong } from '@kernel'

import type { Period } from '../core/period'
import type { TaxReport } from '../core/taxWorksheet'
import type { Seller } from './reportCsv'

type PdfView = Parameters<typeof renderDocumentPdf>[0]

/** The worksheet on one Letter page, drawn by the receipts' own PDF layout (fonts, spacing). */
export function worksheetPdf(
  seller: Seller & { address: string },
  period: Period,
  tax: TaxReport,
  preparedOn: string,
): Promise<Buffer> {
  const view: PdfView = {
    title: 'GST/RST return worksheet',
    number: `${formatDateLong(period.from)} to ${formatDateLong(period.to)}`,
    date: `prepared ${formatDateLong(preparedOn)}`,
    seller: {
      name: seller.legalName,
      lines: seller.address ? [seller.address] : [],
      gstNumber: seller.gstNumber || 'not set',
    },
    billedTo: [],
    description: `${tax.documents} receipts (R-) and credit notes (C-) issued in the period. Credit notes reduce the period they were issued in.`,
    rows: [
      ['Taxable sales, before tax', formatCad(tax.salesNetCents)],
      ['GST collected', formatCad(tax.gstCents)],
      ['RST collected', formatCad(tax.rstCents)],
      ['Credit notes, before tax', formatCad(tax.creditNetCents)],
      ['Credit notes, GST', formatCad(tax.creditGstCents)],
      ['Credit notes, RST', formatCad(tax.creditRstCents)],
      ['Net GST to remit', formatCad(tax.remitGstCents)],
    ],
    total: ['Net RST to remit', formatCad(tax.remitRstCents)],
    // A worksheet has no sale lines, no booking standing and no payment method.
    lines: null,
    standing: [],
    method: null,
    note: 'Figures are the sums of the numbered documents, to the cent. Tips are not taxable sales and are not included.',
  }
  return renderDocumentPdf(view)
}
