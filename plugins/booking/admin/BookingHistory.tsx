import { formatCad } from '@kernel'
import { formatInstant } from '@kernel/time'

export type HistoryRow = {
  id?: string
  at: string
  actor: string
  action: string
  amountCents?: number | null
  note?: string | null
}

/** Who did what to the booking and when, newest first. */
export function BookingHistory({ rows }: { rows: HistoryRow[] }) {
  if (!rows.length) return <p style={{ margin: 0 }}>Nothing recorded yet.</p>
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
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
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {[...rows].reverse().map((r, i) => (
          <tr key={r.id ?? i} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
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
            <td style={{ textAlign: 'right' }}>
              {typeof r.amountCents === 'number' ? formatCad(r.amountCents) : ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
