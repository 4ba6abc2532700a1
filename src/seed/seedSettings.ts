import type { Payload } from 'payload'

import { siteSettings } from './data/siteSettings'
import { SEED_CONTEXT } from './upsert'

export async function seedSettings(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (current.businessName) {
    // A site seeded before receipts existed gets their placeholders once; staff edits stay.
    if (current.legalName) return
    const { legalName, legalAddress, gstNumber } = siteSettings
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { legalName, legalAddress, gstNumber },
      context: SEED_CONTEXT,
    })
    return
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: siteSettings as never,
    context: SEED_CONTEXT,
  })
}
