import { panel, targetLink } from '@admin-kit/adminStyles'

const FILES: [string, string, string][] = [
  ['QuickBooks Online: sales receipts', 'quickbooks', 'type=sales'],
  ['QuickBooks Online: refund receipts', 'quickbooks', 'type=refunds'],
  ['Xero: invoices and credit notes', 'xero', ''],
]

/** The period's documents in the accounting products' import formats, one row per line. */
export function ExportsPanel({ query }: { query: string }) {
  return (
    <section aria-labelledby="h-exports" style={panel} className="reports-no-print">
      <h2 id="h-exports" style={{ marginTop: 0 }}>
        Accounting export
      </h2>
      <p>
        One row per receipt or credit note, amounts before tax with GST and RST beside them, for the
        period above.
      </p>
      <ul style={{ display: 'grid', gap: 6, margin: 0, paddingLeft: 18 }}>
        {FILES.map(([label, format, extra]) => (
          <li key={label}>
            <a
              style={targetLink}
              href={`/api/reports/export/${format}?${query}${extra ? `&${extra}` : ''}`}
              download
            >
              {label} (CSV)
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
