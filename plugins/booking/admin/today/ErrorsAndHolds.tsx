import { BUSINESS_TIME_ZONE, formatInstant, todayInZone } from '@kernel/time'
import { list, muted, panel, targetLink } from '@admin-kit/adminStyles'
import { boothsLabel, holdGroups, holdLine } from './holdGroups'
import type { TodayData } from './loadToday'
import { MoreLink } from './MoreLink'
import { bookingHref } from './todayLabels'

/** "3:42 PM" today, "Fri, Nov 27, 3:42 PM" on another day (Winnipeg). */
function freesAt(instant: string, now: Date) {
  const day = (d: Date) => todayInZone(d, BUSINESS_TIME_ZONE)
  const sameDay = day(new Date(instant)) === day(now)
  return formatInstant(instant, sameDay ? 'time' : 'weekdayTime')
}

/** Payment errors of the last 24 hours and the slots held while customers pay. */
export function ErrorsAndHolds({
  data,
  shortDate,
  admin,
  now = new Date(),
}: {
  data: Pick<TodayData, 'errors' | 'errorCount' | 'holds' | 'holdCount'>
  shortDate: (d: string) => string
  /** Payment logs are technical (System): admins open them, staff go to the booking. */
  admin: boolean
  now?: Date
}) {
  const groups = holdGroups(data.holds)
  return (
    <>
      <section aria-labelledby="h-errors" style={panel}>
        <h2 id="h-errors">Payment errors, last 24 hours</h2>
        {data.errors.length ? (
          <ul style={list}>
            {data.errors.map((e) => {
              const href = admin
                ? `/admin/collections/payment-error-logs/${e.id}`
                : /^\d+$/.test(e.bookingId ?? '')
                  ? bookingHref(Number(e.bookingId))
                  : null
              return (
                <li key={e.id}>
                  {href ? (
                    <a href={href} style={targetLink}>
                      {e.error.slice(0, 80)}
                    </a>
                  ) : (
                    e.error.slice(0, 80)
                  )}
                  <div style={muted}>
                    {formatInstant(e.createdAt, 'time')}
                    {e.bookingId ? ` · booking ${e.bookingId}` : ''}
                  </div>
                </li>
              )
            })}
          </ul>
        ) : (
          <p style={muted}>No payment errors.</p>
        )}
        {admin ? (
          <MoreLink
            shown={data.errors.length}
            total={data.errorCount}
            href="/admin/collections/payment-error-logs"
            label="All payment errors"
          />
        ) : null}
      </section>
      <section aria-labelledby="h-holds" data-testid="holds" style={panel}>
        <h2 id="h-holds">Being paid for now</h2>
        <p style={{ ...muted, marginTop: 4 }}>
          A slot is held while a customer pays (online, or by a payment link staff sent); if they do
          not pay in time, it frees itself.
        </p>
        {groups.length ? (
          <ul style={{ ...list, marginTop: 8 }}>
            {groups.map((g) => (
              <li key={g.bookingId}>
                <a href={bookingHref(g.bookingId)} style={targetLink}>
                  {g.booking
                    ? `${g.booking.firstName} ${g.booking.lastName}, ${shortDate(g.booking.eventDate)}`
                    : 'Booking'}{' '}
                  · {boothsLabel(g.booths)}
                </a>
                <div style={muted}>{holdLine(g, g.freesAt ? freesAt(g.freesAt, now) : null)}</div>
              </li>
            ))}
          </ul>
        ) : (
          <p style={muted}>Nobody is paying right now.</p>
        )}
        <MoreLink
          shown={data.holds.length}
          total={data.holdCount}
          href="/admin/collections/bookings?where[status][equals]=pending_payment"
          label="All bookings awaiting payment"
        />
      </section>
    </>
  )
}
