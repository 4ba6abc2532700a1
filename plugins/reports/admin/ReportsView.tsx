import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { ReportsPanel } from './ReportsPanel'

/** /admin/reports: the owner's dashboard, GST/RST worksheet, money held and exports (admins). */
export async function ReportsView(props: AdminViewServerProps) {
  const req = props.initPageResult.req
  const s = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const seller = { legalName: s.legalName || s.businessName || '', gstNumber: s.gstNumber ?? '' }
  return (
    <AdminPage props={props} title="Reports" roles={['admin']}>
      <ReportsPanel seller={seller} today={todayInZone(new Date(), BUSINESS_TIME_ZONE)} />
    </AdminPage>
  )
}
