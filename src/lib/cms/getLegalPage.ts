import { cache } from 'react'

import type { Page } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** A legal page (terms, privacy) by slug. */
export const getLegalPage = cache(async (slug: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})
