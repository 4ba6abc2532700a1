import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { hasRole, parseId } from '@server-kit'

import { crewEvents } from '../operations/crewEvents'
import { CrewEventList } from './CrewEventList'
import { RunSheetPanel } from './RunSheetPanel'
import { StaffRunSheets } from './StaffRunSheets'

/**
 * /admin/crew: the signed-in attendant's events (upcoming and past, with their hours), and one
 * event's run sheet with `?event=<assignment id>`. The owner and staff open any booking's sheets
 * (`?booking=<id>`, from the booking page) and list the coming events. Rendered on the server,
 * so the sheet shows without waiting for scripts on a weak connection.
 */
export async function CrewView(props: AdminViewServerProps) {
  const req = props.initPageResult.req
  if (hasRole(req.user, ['admin', 'staff'])) return <StaffRunSheets props={props} />
  const events = req.user ? await crewEvents(req, req.user.id as number) : []
  const chosen = parseId(props.searchParams?.event)
  const sheet = chosen ? events.find((e) => e.assignmentId === chosen) : undefined
  return (
    <AdminPage props={props} roles={['attendant']} title={sheet ? 'Run sheet' : 'My events'}>
      {chosen && !sheet ? (
        // Another attendant's event, or one withdrawn from them: say so, then their own list.
        <p role="alert">That run sheet is not one of your events. Your events are below.</p>
      ) : null}
      {sheet ? (
        <RunSheetPanel sheet={sheet} />
      ) : (
        <CrewEventList events={events} today={todayInZone(new Date(), BUSINESS_TIME_ZONE)} />
      )}
    </AdminPage>
  )
}
