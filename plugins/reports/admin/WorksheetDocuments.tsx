'use client'

import { useState } from 'react'

import { formatCad } from '@kernel'
import { targetLink } from '@admin-kit/adminStyles'

import { shortDate } from '../client'
import { reportsApi, type ReportDocument } from '../contract'

const cell = { padding: '4px 8px', borderBottom: '1px solid var(--theme-elevation-100)' }
const num = { ...cell, textAlign: 'right' as const }
const KIND = { receipt: 'Receipt', credit_note: 'Credit note' }

/** The worksheet's lines, one per document, loaded when opened (a year can hold thousands). */
export function WorksheetDocuments({
  query,
  count,
  today,
}: {
  query: string
  count: number
  today: string
}) {
  const [docs, setDocs] = useState<{ query: string; list: ReportDocument[] } | null>(null)
  const load = async (open: boolean) => {
    if (!open || docs?.query === query) return
    const res = await reportsApi.taxDocuments({ query })
    if (res.ok) setDocs({ query, list: res.data.documents })
  }
  const list = docs?.query === query ? docs.list : null
  return (
    <details onToggle={(e) => void load((e.currentTarget as HTMLDetailsElement).open)}>
      <summary style={{ cursor: 'pointer', minHeight: 24 }}>
        The {count} documents behind these figures
      </summary>
      {list ? (
        <div style={{ overflowX: 'auto' }}>
          <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
            <thead>
              <tr>
                {['Number', 'Kind', 'Date', 'Billed to', 'Booking'].map((h) => (
                  <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
                    {h}
                  </th>
                ))}
                {['Amount', 'Before tax', 'GST', 'RST'].map((h) => (
                  <th key={h} scope="col" style={num}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((d) => {
                const sign = d.kind === 'credit_note' ? -1 : 1
                return (
                  <tr key={d.number}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                      <a href={`/admin/collections/booking-documents/${d.id}`} style={targetLink}>
                        {d.number}
                      </a>
                    </th>
                    <td style={cell}>{KIND[d.kind]}</td>
                    <td style={cell}>{shortDate(d.issuedOn, today)}</td>
                    <td style={cell}>{d.billedTo}</td>
                    <td style={cell}>{d.bookingReference}</td>
                    {[d.amountCents, d.netCents, d.gstCents, d.rstCents].map((c, i) => (
                      <td key={i} style={num}>
                        {formatCad(sign * c)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Loading…</p>
      )}
    </details>
  )
}
