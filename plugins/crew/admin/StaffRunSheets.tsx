import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { list, muted, panel, targetLink } from '@admin-kit/adminStyles'
import { formatDateLong } from '@kernel'
import { parseId } from '@server-kit'

import { confirmedBookingsAhead } from '../operations/confirmedBookingsAhead'
import { bookingOfAssignment, bookingRunSheets } from '../operations/staffRunSheets'
import { RunSheetPanel } from './RunSheetPanel'

const DAYS_AHEAD = 60

/** The owner's and staff's run sheets: one booking's (one per booth), or the coming events. */
export async function StaffRunSheets({ props }: { props: AdminViewServerProps }) {
  const req = props.initPageResult.req
  const event = parseId(props.searchParams?.event)
  const bookingId =
    parseId(props.searchParams?.booking) ?? (event ? await bookingOfAssignment(req, event) : null)
  if (bookingId) {
    const sheets = await bookingRunSheets(req, bookingId)
    return (
      <AdminPage props={props} title="Run sheet">
        {sheets.length === 0 ? (
          <p role="status">
            This booking holds no booth (a cancelled booking, or a hold that lapsed): it has no run
            sheet.
          </p>
        ) : null}
        {sheets.map((s) => (
          <RunSheetPanel attendant={s.attendantName} key={`${s.booth}`} sheet={s} />
        ))}
      </AdminPage>
    )
  }
  const coming = await confirmedBookingsAhead(req, new Date(), DAYS_AHEAD)
  return (
    <AdminPage props={props} title="Run sheets">
      <section aria-labelledby="rs-coming" style={{ ...panel, maxWidth: 760 }}>
        <h2 id="rs-coming" style={{ margin: '0 0 12px', fontSize: 18 }}>
          Confirmed events, the next {DAYS_AHEAD} days
        </h2>
        {coming.length === 0 ? <p style={muted}>None.</p> : null}
        <ul style={list}>
          {coming.map((b) => (
            <li key={b.id}>
              <a href={`/admin/crew?booking=${b.id}`} style={targetLink}>
                {formatDateLong(b.eventDate)}: {b.firstName} {b.lastName} ({b.reference})
              </a>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  )
}
