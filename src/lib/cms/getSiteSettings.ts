import { cache } from 'react'

import type { SiteSetting } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Cached per request: the layout, metadata and page all read it. */
export const getSiteSettings = cache(async (): Promise<SiteSetting> => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
})
