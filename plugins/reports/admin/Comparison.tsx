import { formatCad } from '@kernel'

import { panel } from '@admin-kit/adminStyles'

import { changeLabel, shortDate } from '../client'
import type { ReportSummary } from '../contract'

const cell = { padding: '6px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }
const right = { ...cell, textAlign: 'right' as const }

type Totals = ReportSummary['current']
const FIGURES: [string, (t: Totals) => number, (n: number) => string][] = [
  ['Collected (receipts less credit notes)', (t) => t.collectedCents, formatCad],
  ['Net GST to remit', (t) => t.tax.remitGstCents, formatCad],
  ['Net RST to remit', (t) => t.tax.remitRstCents, formatCad],
  ['Receipts and credit notes', (t) => t.tax.documents, String],
]

/** This period against the one before and the same period last year. */
export function Comparison({ data }: { data: ReportSummary }) {
  const span = (t: Totals) =>
    `${shortDate(t.period.from, data.today)} – ${shortDate(t.period.to, data.today)}`
  return (
    <section aria-labelledby="h-compare" style={{ ...panel, overflowX: 'auto' }}>
      <h2 id="h-compare" style={{ marginTop: 0 }}>
        At a glance
      </h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              Figure
            </th>
            <th scope="col" style={right}>
              This period ({span(data.current)})
            </th>
            <th scope="col" style={right}>
              Previous ({span(data.previous)})
            </th>
            <th scope="col" style={right}>
              Last year ({span(data.lastYear)})
            </th>
          </tr>
        </thead>
        <tbody>
          {FIGURES.map(([label, pick, format]) => {
            const now = pick(data.current)
            return (
              <tr key={label}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                  {label}
                </th>
                <td style={{ ...right, fontWeight: 600 }}>{format(now)}</td>
                {[data.previous, data.lastYear].map((t, i) => (
                  <td key={i} style={right}>
                    {format(pick(t))} <small>({changeLabel(now, pick(t))})</small>
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
