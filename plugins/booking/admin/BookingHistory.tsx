import { formatCad } from '@kernel'
import { formatInstant } from '@kernel/time'

import type { TimelineRow } from '../presenters/bookingTimeline'

/** Everything the booking lived through, newest first; money said as what it was (paid, refunded…). */
export function BookingHistory({ rows }: { rows: TimelineRow[] }) {
  if (!rows.length) return <p style={{ margin: 0 }}>Nothing recorded yet.</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="booking-history">
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            When (Winnipeg)
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            Who
          </th>
          <th scope="col" style={{ textAlign: 'left' }}>
            What
          </th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Money
          </th>
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((r) => (
          <tr key={r.key} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
            <td>{formatInstant(r.at)}</td>
            <td>{r.actor}</td>
            <td>
              {r.action}
              {r.note ? (
                <div>
                  <small>{r.note}</small>
                </div>
              ) : null}
            </td>
            <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {r.money ? `${r.money.label} ${formatCad(r.money.cents)}` : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
