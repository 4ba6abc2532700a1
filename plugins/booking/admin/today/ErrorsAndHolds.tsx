import { formatInstant } from '@kernel/time'
import { list, muted, panel, targetLink } from '@admin-kit/adminStyles'
import type { TodayData } from './loadToday'
import { MoreLink } from './MoreLink'
import { bookingHref } from './todayLabels'

/** Payment errors of the last 24 hours and the booths held for unpaid bookings. */
export function ErrorsAndHolds({
  data,
  shortDate,
}: {
  data: Pick<TodayData, 'errors' | 'errorCount' | 'holds' | 'holdCount'>
  shortDate: (d: string) => string
}) {
  return (
    <>
      <section aria-labelledby="h-errors" style={panel}>
        <h2 id="h-errors">Payment errors, last 24 hours</h2>
        {data.errors.length ? (
          <ul style={list}>
            {data.errors.map((e) => (
              <li key={e.id}>
                <a href={`/admin/collections/payment-error-logs/${e.id}`} style={targetLink}>
                  {e.error.slice(0, 80)}
                </a>
                <div style={muted}>
                  {formatInstant(e.createdAt, 'time')}
                  {e.bookingId ? ` · booking ${e.bookingId}` : ''}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p style={muted}>No payment errors.</p>
        )}
        <MoreLink
          shown={data.errors.length}
          total={data.errorCount}
          href="/admin/collections/payment-error-logs"
          label="All payment errors"
        />
      </section>
      <section aria-labelledby="h-holds" style={panel}>
        <h2 id="h-holds">Active holds</h2>
        {data.holds.length ? (
          <ul style={list}>
            {data.holds.map((h) => {
              const b = typeof h.booking === 'object' ? h.booking : null
              return (
                <li key={h.id}>
                  <a href={bookingHref(b?.id ?? (h.booking as number))} style={targetLink}>
                    {b ? `${b.firstName} ${b.lastName}, ${shortDate(b.eventDate)}` : 'Booking'} ·{' '}
                    {h.booth === 'booth1' ? 'Booth 1' : 'Booth 2'}
                  </a>
                  <div style={muted}>
                    Hold ends{' '}
                    {h.holdExpiresAt ? formatInstant(h.holdExpiresAt, 'weekdayTime') : '—'}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p style={muted}>No holds.</p>
        )}
        <MoreLink
          shown={data.holds.length}
          total={data.holdCount}
          href="/admin/collections/booth-reservations?where[status][equals]=held"
          label="All holds"
        />
      </section>
    </>
  )
}
