import type { SiteSetting } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

export async function getSiteSettings(): Promise<SiteSetting> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', depth: 0 })
}
