'use client'

import { Button } from '@payloadcms/ui'

import { formatCad, formatDateLong } from '@kernel'
import { panel, targetLink } from '@admin-kit/adminStyles'

import type { ReportSummary } from '../contract'
import { WorksheetDocuments } from './WorksheetDocuments'

export type Seller = { legalName: string; gstNumber: string }

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }

/** The GST/RST return worksheet: the figures, the documents behind them, print, CSV and PDF. */
export function Worksheet({
  data,
  seller,
  query,
}: {
  data: ReportSummary
  seller: Seller
  query: string
}) {
  const t = data.current.tax
  const { from, to } = data.current.period
  const lines: [string, number, boolean?][] = [
    ['Taxable sales, before tax', t.salesNetCents],
    ['GST collected', t.gstCents],
    ['RST collected', t.rstCents],
    ['Credit notes issued, before tax', t.creditNetCents],
    ['Credit notes issued, GST', t.creditGstCents],
    ['Credit notes issued, RST', t.creditRstCents],
    ['Net GST to remit', t.remitGstCents, true],
    ['Net RST to remit', t.remitRstCents, true],
  ]
  return (
    <section id="gst-rst-worksheet" aria-labelledby="h-worksheet" style={panel}>
      <h2 id="h-worksheet" style={{ marginTop: 0 }}>
        GST/RST return worksheet
      </h2>
      <p>
        {seller.legalName} · GST number {seller.gstNumber || 'not set (Site Settings)'} ·{' '}
        {formatDateLong(from)} to {formatDateLong(to)}
      </p>
      <table style={{ width: '100%', maxWidth: 560, borderCollapse: 'collapse' }}>
        <tbody>
          {lines.map(([label, cents, strong]) => (
            <tr key={label}>
              <th
                scope="row"
                style={{ ...cell, textAlign: 'left', fontWeight: strong ? 600 : 400 }}
              >
                {label}
              </th>
              <td style={{ ...cell, textAlign: 'right', fontWeight: strong ? 600 : 400 }}>
                {formatCad(cents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 8 }}>
        {t.documents} receipts (R-) and credit notes (C-). A credit note counts in the period it was
        issued. Tips are not taxable sales.
      </p>
      <div
        className="reports-no-print"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0', alignItems: 'center' }}
      >
        <Button buttonStyle="primary" margin={false} onClick={() => window.print()}>
          Print worksheet
        </Button>
        <a
          className="btn btn--style-secondary btn--size-medium"
          style={targetLink}
          href={`/api/reports/tax/csv?${query}`}
          download
        >
          Download CSV
        </a>
        <a
          className="btn btn--style-secondary btn--size-medium"
          style={targetLink}
          href={`/api/reports/tax/pdf?${query}`}
          download
        >
          Download PDF
        </a>
      </div>
      <WorksheetDocuments query={query} count={t.documents} today={data.today} />
    </section>
  )
}
