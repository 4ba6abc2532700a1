import type { CSSProperties } from 'react'

import type { CustomerRow } from '../contract'
import { formatAmount, formatDateInYear, formatTimeOrDash } from '@kernel'
import { isCancelledOrRefunded, statusLabel } from '@booking/client'
import { phoneParts } from '@kernel/format/phoneParts'
import { targetLink } from '@admin-kit/adminStyles'

const td: CSSProperties = { padding: '6px 8px', verticalAlign: 'top' }

function money(c: CustomerRow): string {
  if (isCancelledOrRefunded(c.status))
    return Number(c.refunded) > 0 ? `Refunded ${formatAmount(c.refunded)}` : 'Nothing refunded'
  return `${formatAmount(c.total)} · paid ${formatAmount(c.paid)}`
}

/** The newest customers with their event, each linked to their latest booking. */
export function LatestCustomers({ customers, today }: { customers: CustomerRow[]; today: string }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['Name', 'Phone', 'Email', 'Event', 'Package', 'Status', 'Money'].map((h) => (
            <th key={h} scope="col" style={{ ...td, textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {customers.map((c) => {
          const phone = phoneParts(c.phone)
          return (
            <tr key={c.email} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
              <td style={td}>
                <a href={`/admin/collections/bookings/${c.bookingId}`} style={targetLink}>
                  {`${c.firstName} ${c.lastName}`}
                </a>
              </td>
              <td style={td}>{phone?.label ?? ''}</td>
              <td style={td}>{c.email}</td>
              <td style={td}>
                {formatDateInYear(c.eventDate, today)}, {formatTimeOrDash(c.eventTime)}
                <div>
                  {[c.eventType, c.guestCount ? `${c.guestCount} guests` : '']
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </div>
              </td>
              <td style={td}>{c.packageName}</td>
              <td style={td}>{statusLabel(c.status)}</td>
              <td style={td}>{money(c)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
