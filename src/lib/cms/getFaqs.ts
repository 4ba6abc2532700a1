import type { Faq } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

export async function getFaqs(): Promise<Faq[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'faqs',
    sort: 'order',
    limit: 100,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}
