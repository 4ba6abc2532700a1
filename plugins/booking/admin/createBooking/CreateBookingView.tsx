import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@admin-kit/AdminPage'
import { bookingRuntime } from '../../config/bookingRuntime'
import { CreateBookingForm, type FormCatalog } from './CreateBookingForm'

/** /admin/create-booking: a booking taken by phone or email, priced and checked like the wizard's. */
export async function CreateBookingView(props: AdminViewServerProps) {
  const payload = props.initPageResult.req.payload
  const { slugs } = bookingRuntime(payload)
  const [packages, addOns, backdrops] = await Promise.all([
    payload.find({
      collection: slugs.packages,
      where: { and: [{ active: { equals: true } }, { bookable: { equals: true } }] },
      sort: 'displayOrder',
      depth: 0,
      limit: 50,
    }),
    payload.find({
      collection: slugs.addOns,
      where: { active: { equals: true } },
      sort: 'displayOrder',
      depth: 0,
      limit: 50,
    }),
    payload.find({
      collection: slugs.backdrops,
      where: { available: { equals: true } },
      sort: 'displayOrder',
      depth: 0,
      limit: 50,
    }),
  ])
  const catalog: FormCatalog = {
    packages: packages.docs.map((p) => ({ id: p.id, name: p.name })),
    addOns: addOns.docs.map((a) => ({ id: a.id, name: a.name, maxQuantity: a.maxQuantity ?? 1 })),
    backdrops: backdrops.docs.map((b) => ({ id: b.id, name: b.name })),
  }
  return (
    <AdminPage props={props} title="New phone or email booking">
      <CreateBookingForm catalog={catalog} />
    </AdminPage>
  )
}
