'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { bookingStaffApi, type BookingDocumentRow as Row } from '../contract'
import { DOCUMENT_TITLE } from '../core/documentNumber'
import { formatCad, formatDateLong } from '@kernel'

const cell = { padding: '6px 8px 6px 0' } as const

/**
 * A booking's receipts, credit notes and invoices, each downloadable as its PDF. Self-contained:
 * give it `bookingId`, or let it read the booking from the edit view it sits in.
 */
export function BookingDocuments({ bookingId }: { bookingId?: number | string }) {
  const { id: viewedId } = useDocumentInfo()
  const id = bookingId ?? viewedId
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    if (!id) return
    const query = `where[booking][equals]=${encodeURIComponent(String(id))}&sort=issuedAt&depth=0&limit=100`
    void bookingStaffApi.documents({ query }).then((r) => setRows(r.ok ? r.data.docs : []))
  }, [id])
  if (!id || rows === null) return null
  return (
    <div role="region" aria-labelledby="booking-documents-heading">
      <h2 id="booking-documents-heading" style={{ margin: '0 0 12px', fontSize: 18 }}>
        Receipts and invoices
      </h2>
      {rows.length === 0 ? (
        <p>None yet: a receipt is issued with each payment, a credit note with each refund.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {['Number', 'Kind', 'Date', 'Amount', 'PDF'].map((h) => (
                <th
                  key={h}
                  scope="col"
                  style={{ ...cell, textAlign: h === 'Amount' ? 'right' : 'left' }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
                <td style={cell}>{d.number}</td>
                <td style={cell}>{DOCUMENT_TITLE[d.kind]}</td>
                <td style={cell}>{formatDateLong(d.issuedOn)}</td>
                <td style={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {formatCad(d.amountCents)}
                </td>
                <td style={cell}>
                  <a href={`/api/booking-documents/${d.id}/pdf`} download={`${d.number}.pdf`}>
                    Download {d.number}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
