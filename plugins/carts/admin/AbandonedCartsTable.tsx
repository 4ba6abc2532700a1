'use client'

import { formatCad } from '@kernel'
import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'
import type { CartAbandonmentStats } from '../contract'

type Row = CartAbandonmentStats['cartAbandonment']['recentAbandoned'][number]

/** The recent abandoned carts, each linked to its cart document. */
export function AbandonedCartsTable({ rows }: { rows: Row[] }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
      <thead>
        <tr>
          {['Customer', 'Email', 'Last activity', 'Cart total', 'Reminders'].map((h) => (
            <th key={h} scope="col" style={{ textAlign: 'left', padding: '6px 8px' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
            <td style={{ padding: '6px 8px' }}>
              <a href={`/admin/collections/carts/${c.id}`}>
                {`${c.firstName} ${c.lastName}`.trim() || 'Visitor'}
              </a>
            </td>
            <td style={{ padding: '6px 8px' }}>{c.email}</td>
            <td style={{ padding: '6px 8px' }}>
              {c.lastActivity ? formatWinnipegInstant(c.lastActivity) : '—'}
            </td>
            <td style={{ padding: '6px 8px' }}>{formatCad(c.totalCents)}</td>
            <td style={{ padding: '6px 8px' }}>
              {c.unsubscribed ? `${c.remindersSent} (unsubscribed)` : c.remindersSent}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
