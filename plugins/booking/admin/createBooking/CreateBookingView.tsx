import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { staffCatalog } from '../../operations/catalog/staffCatalog'
import { CreateBookingForm } from './CreateBookingForm'

/** /admin/create-booking: a booking taken by phone or email, priced and checked like the wizard's. */
export async function CreateBookingView(props: AdminViewServerProps) {
  const payload = props.initPageResult.req.payload
  const catalog = await staffCatalog(payload)
  return (
    <AdminPage props={props} title="New phone or email booking">
      <CreateBookingForm catalog={catalog} />
    </AdminPage>
  )
}
