import type { AdminViewServerProps } from 'payload'

import { addDaysToDateString } from '@kernel'
import { todayInZone, BUSINESS_TIME_ZONE } from '@kernel/time'
import { SetupPage } from './SetupPage'
import { GoogleSetupPanel } from './GoogleSetupPanel'

/** /admin/google-setup: settings, connection status, calendar test, business contact. */
export async function GoogleSetupView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
  // The calendar test asks for tomorrow in Winnipeg; the browser does no zone math.
  const tomorrow = addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), 1)
  return (
    <SetupPage props={props} title="Google setup">
      <GoogleSetupPanel
        tomorrow={tomorrow}
        phone={settings.phone ?? ''}
        email={settings.email ?? ''}
      />
    </SetupPage>
  )
}
