import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { addDaysToDateString, formatCad, formatDateLong, isValidDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { ratingWords } from '@reviews/contract'

import { hoursText } from '../core/payReport'
import { loadPayReport } from '../operations/loadPayReport'

const cell = { padding: '6px 10px', borderBottom: '1px solid var(--theme-elevation-150)' }
const pick = (v: unknown, fallback: string) =>
  typeof v === 'string' && isValidDateString(v) ? v : fallback

/** /admin/crew-pay (owner only): each checked-in event's hours and pay for a period, with totals. */
export async function CrewPayView(props: AdminViewServerProps) {
  const req = props.initPageResult.req
  const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
  const from = pick(props.searchParams?.from, addDaysToDateString(today, -30))
  const to = pick(props.searchParams?.to, today)
  const admin = (req.user as { roles?: string[] } | null)?.roles?.includes('admin')
  const report = admin ? await loadPayReport(req, from, to) : null
  return (
    <AdminPage props={props} roles={['admin']} title="Crew pay">
      <form method="get" style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <label>
          From <input defaultValue={from} name="from" type="date" />
        </label>
        <label>
          To <input defaultValue={to} name="to" type="date" />
        </label>
        <button className="btn btn--style-secondary btn--size-small" type="submit">
          Show
        </button>
        <a href={`/api/crew/pay-report?from=${from}&to=${to}&format=csv`}>Download CSV</a>
      </form>
      <p>
        Events from {formatDateLong(from)} to {formatDateLong(to)} with a check-in. Hours run from
        check-in to check-out; pay is the hourly rate for those hours plus the per-event amount.
        Tips are the event's tips received (less refunds), shared equally among the attendants who
        checked in. Review is the stars the customer gave the event (published or not); each
        attendant's total is the average of their reviewed events.
      </p>
      {report && (
        <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 900 }}>
          <thead>
            <tr>
              {['Attendant', 'Event', 'Booking', 'Hours', 'Pay', 'Tips', 'Review'].map((h) => (
                <th key={h} scope="col" style={{ ...cell, textAlign: 'left' }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={`${r.reference}-${r.attendantId}`}>
                <td style={cell}>{r.attendant}</td>
                <td style={cell}>{formatDateLong(r.eventDate)}</td>
                <td style={cell}>{r.reference}</td>
                <td style={cell}>{hoursText(r.minutes)}</td>
                <td style={cell}>{formatCad(r.payCents)}</td>
                <td style={cell}>{formatCad(r.tipCents)}</td>
                <td style={cell}>{r.rating ? `${r.rating} of 5 stars` : 'No review'}</td>
              </tr>
            ))}
            {report.totals.map((t) => (
              <tr key={t.attendant}>
                <th scope="row" style={{ ...cell, textAlign: 'left' }} colSpan={3}>
                  Total for {t.attendant}
                </th>
                <td style={cell}>{hoursText(t.minutes)}</td>
                <td style={cell}>{formatCad(t.payCents)}</td>
                <td style={cell}>{formatCad(t.tipCents)}</td>
                <td data-testid="attendant-reviews" style={cell}>
                  {t.reviews ? ratingWords(t.reviews) : 'No reviews'}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" style={{ ...cell, textAlign: 'left' }} colSpan={3}>
                Total
              </th>
              <td style={cell}>{hoursText(report.minutes)}</td>
              <td data-testid="pay-total" style={cell}>
                {formatCad(report.payCents)}
              </td>
              <td data-testid="tips-total" style={cell}>
                {formatCad(report.tipCents)}
              </td>
              <td style={cell} />
            </tr>
          </tbody>
        </table>
      )}
    </AdminPage>
  )
}
