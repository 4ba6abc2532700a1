import type { Payload } from 'payload'

import { seedCatalog } from './seedCatalog'
import { seedContent } from './seedContent'
import { seedSettings } from './seedSettings'

/** Idempotent: creates what is missing and leaves existing documents as staff left them. */
export async function seed({ payload }: { payload: Payload }) {
  const started = Date.now()
  await seedSettings(payload)
  const catalog = await seedCatalog(payload)
  const content = await seedContent(payload)
  const created = catalog + content
  payload.logger.info(`Seed: ${created} document(s) created in ${Date.now() - started} ms`)
}
