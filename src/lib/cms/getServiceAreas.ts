import type { ServiceArea } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

export async function getServiceAreas(): Promise<ServiceArea[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'service-areas',
    sort: 'displayOrder',
    limit: 50,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}
