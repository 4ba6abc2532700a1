import { formatCad } from '@kernel'
import { list, muted, panel, targetLink } from '@admin-kit/adminStyles'
import type { TodayData } from './loadToday'
import { bookingHref, INQUIRY_KINDS, inquirySlot } from './todayLabels'

/** Balances due in the next 7 days and the inquiries nobody has answered yet. */
export function BalancesAndInquiries({
  data,
  shortDate,
}: {
  data: Pick<TodayData, 'balances' | 'inquiries' | 'inquiryCount'>
  shortDate: (d: string) => string
}) {
  return (
    <>
      <section aria-labelledby="h-balances" style={panel}>
        <h2 id="h-balances">Balances due in 7 days</h2>
        {data.balances.length ? (
          <ul style={list}>
            {data.balances.map((b) => (
              <li key={b.id}>
                <a href={bookingHref(b.id)} style={targetLink}>
                  {formatCad(b.remainingBalanceCents ?? 0)} · {b.firstName} {b.lastName}
                </a>
                <div style={muted}>
                  Due {b.balanceDueDate ? shortDate(b.balanceDueDate) : '—'} · {b.reference}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p style={muted}>Nothing due.</p>
        )}
      </section>
      <section aria-labelledby="h-inquiries" style={panel}>
        <h2 id="h-inquiries">New inquiries ({data.inquiryCount})</h2>
        {data.inquiries.length ? (
          <ul style={list}>
            {data.inquiries.map((i) => (
              <li key={i.id}>
                <a href={`/admin/collections/inquiries/${i.id}`} style={targetLink}>
                  {i.name}
                </a>{' '}
                · {INQUIRY_KINDS[i.kind]}
                <div style={muted}>{i.email}</div>
                {inquirySlot(i) && <div style={muted}>{inquirySlot(i)}</div>}
              </li>
            ))}
          </ul>
        ) : (
          <p style={muted}>No new inquiries.</p>
        )}
      </section>
    </>
  )
}
