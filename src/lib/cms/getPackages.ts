import type { Package } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Active packages in display order, read as a visitor would (access applies). */
export async function getPackages(): Promise<Package[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'packages',
    sort: 'displayOrder',
    limit: 20,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}
