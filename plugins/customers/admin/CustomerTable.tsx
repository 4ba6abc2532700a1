import type { CSSProperties } from 'react'

import type { CustomerListRow } from '../contract'
import { formatDateInYear, formatTimeOrDash } from '@kernel'
import { statusLabel } from '@booking/rules'
import { phoneParts } from '@kernel/format/phoneParts'
import { targetLink } from '@admin-kit/adminStyles'

const td: CSSProperties = { padding: '6px 8px', verticalAlign: 'top' }
const num: CSSProperties = { ...td, textAlign: 'right', whiteSpace: 'nowrap' }
const HEADS: [string, CSSProperties][] = [
  ['Name', td],
  ['Contact', td],
  ['Latest event', td],
  ['Status', td],
  ['Bookings', num],
  ['Paid', num],
  ['Refunded', num],
  ['Net', num],
]

/** Customers with their latest booking (linked) and money over all their bookings. */
export function CustomerTable({
  customers,
  today,
}: {
  customers: CustomerListRow[]
  today: string
}) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {HEADS.map(([h, style]) => (
            <th key={h} scope="col" style={{ ...style, textAlign: style.textAlign ?? 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {customers.map((c) => (
          <tr key={c.email} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
            <td style={td}>
              <a href={`/admin/collections/bookings/${c.bookingId}`} style={targetLink}>
                {`${c.firstName} ${c.lastName}`}
              </a>
            </td>
            <td style={td}>
              {c.email}
              <div>{phoneParts(c.phone)?.label ?? ''}</div>
              <a href={`/admin/privacy?email=${encodeURIComponent(c.email)}`} style={targetLink}>
                Export or erase
              </a>
            </td>
            <td style={td}>
              {formatDateInYear(c.eventDate, today)}, {formatTimeOrDash(c.eventTime)}
              <div>
                {[c.packageName, c.eventType, c.guestCount ? `${c.guestCount} guests` : '']
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </td>
            <td style={td}>{statusLabel(c.status)}</td>
            <td style={num}>{c.bookingCount}</td>
            <td style={num}>{c.totalPaid.text}</td>
            <td style={num}>{c.totalRefunded.text}</td>
            <td style={{ ...num, fontWeight: 600 }}>{c.net.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
