import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { loadCatalog } from '../../operations/catalog/loadCatalog'
import { staffCatalog } from '../../operations/catalog/staffCatalog'
import { CreateBookingForm } from './CreateBookingForm'

/** /admin/create-booking: a booking taken by phone or email, priced and checked like the wizard's. */
export async function CreateBookingView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const [catalog, { settings }] = await Promise.all([
    staffCatalog(req.payload),
    loadCatalog({ req }),
  ])
  return (
    <AdminPage props={props} title="New phone or email booking">
      <CreateBookingForm catalog={catalog} depositPercent={settings.depositPercent} />
    </AdminPage>
  )
}
