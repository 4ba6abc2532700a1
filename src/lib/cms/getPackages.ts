import { catalogDocuments } from '@booking/server'

import type { Package } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Active packages in display order (booking's one catalog read). */
export async function getPackages(): Promise<Package[]> {
  return (await catalogDocuments(await getPayloadClient())).packages
}
