import type { AddOn } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Active add-ons in display order, read as a visitor would. */
export async function getAddOns(): Promise<AddOn[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'add-ons',
    sort: 'displayOrder',
    limit: 50,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}
