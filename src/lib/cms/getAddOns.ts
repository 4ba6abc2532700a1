import { catalogDocuments } from '@booking/server'

import type { AddOn } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Active add-ons in display order (booking's one catalog read). */
export async function getAddOns(): Promise<AddOn[]> {
  return (await catalogDocuments(await getPayloadClient())).addOns
}
