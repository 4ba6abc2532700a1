import type { AdminViewServerProps } from 'payload'

import { formatCad } from '@booking/core/format'
import { formatTimeLabel } from '../../../../plugins/booking/core/startTimes'
import { formatDateInYear, formatDateLong as formatEventDate } from '@booking/core/format'
import { formatInstant } from '@booking/core/time/formatInstant'
import { isPendingPayment } from '@booking/core/bookingStatus'
import { ChatPanel } from '../../../../plugins/chat/admin/ChatPanel'
import { AdminPage } from '../AdminPage'
import { grid, list, muted, panel, targetLink } from '../adminStyles'
import { loadToday } from './loadToday'
import { MoreLink } from './MoreLink'
import { EventDetailsSummary } from './EventDetailsSummary'
import { GoLiveChecklist } from './goLive/GoLiveChecklist'
import { TodayLinks } from './TodayLinks'

const INQUIRY_KINDS = {
  contact: 'Contact message',
  custom_quote: 'Custom quote',
  accommodation: 'No availability',
  outside_area: 'Outside service area',
} as const
/** Where and when an inquiry's event is, as the visitor gave it ('Thompson, MB · Saturday, …'). */
const inquirySlot = (i: {
  address?: string | null
  requestedDate?: string | null
  requestedTime?: string | null
  packageName?: string | null
}) => [i.address, i.requestedDate, i.requestedTime, i.packageName].filter(Boolean).join(' · ')
const bookingHref = (id: number) => `/admin/collections/bookings/${id}`

/** The admin's landing: what happens this week and what needs attention now. */
export async function TodayView(props: AdminViewServerProps) {
  const data = await loadToday(props.initPageResult.req.payload, new Date())
  const shortDate = (d: string) => formatDateInYear(d, data.today)
  return (
    <AdminPage props={props} template={false} title="Today">
      <p style={{ ...muted, marginTop: -8, marginBottom: 'var(--base)' }}>
        {formatEventDate(data.today)} · events through {shortDate(data.weekEnd)} (Winnipeg time)
      </p>
      <GoLiveChecklist
        payload={props.initPageResult.req.payload}
        user={props.initPageResult.req.user}
      />
      <div
        style={{
          display: 'grid',
          gap: 'var(--base)',
          gridTemplateColumns: 'minmax(340px, 1fr) minmax(0, 1.6fr)',
        }}
      >
        <div>
          <div style={grid}>
            {data.booths.map(({ booth, events }) => (
              <section aria-labelledby={`h-${booth}`} key={booth} style={panel}>
                <h2 id={`h-${booth}`}>{booth === 'booth1' ? 'Booth 1' : 'Booth 2'}: next 7 days</h2>
                {events.length ? (
                  <ul style={list}>
                    {events.map((b) => (
                      <li key={b.id}>
                        <a href={bookingHref(b.id)} style={targetLink}>
                          <strong>
                            {shortDate(b.eventDate)}, {formatTimeLabel(b.eventTime)}
                          </strong>{' '}
                          · {b.firstName} {b.lastName}
                        </a>
                        <div style={muted}>
                          {typeof b.package === 'object' ? b.package.name : 'Package'} · {b.address}
                        </div>
                        <div style={muted}>
                          {isPendingPayment(b.status) ? 'Awaiting payment · ' : ''}
                          {(b.remainingBalanceCents ?? 0) > 0
                            ? `Balance ${formatCad(b.remainingBalanceCents ?? 0)}`
                            : 'Paid in full'}
                        </div>
                        <EventDetailsSummary booking={b} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p style={muted}>No events.</p>
                )}
              </section>
            ))}
          </div>
          <div style={grid}>
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
                          {b
                            ? `${b.firstName} ${b.lastName}, ${shortDate(b.eventDate)}`
                            : 'Booking'}{' '}
                          · {h.booth === 'booth1' ? 'Booth 1' : 'Booth 2'}
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
          </div>
          <TodayLinks />
        </div>
        {/* The spec's /admin is live chat: the panel sits beside today's lists. */}
        <aside aria-label="Live chat" data-slot="live-chat" style={{ minWidth: 0 }}>
          <ChatPanel />
        </aside>
      </div>
    </AdminPage>
  )
}
