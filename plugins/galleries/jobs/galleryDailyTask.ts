import type { TaskConfig } from 'payload'

import { runGalleryExpiry } from '../operations/runGalleryExpiry'

/** Daily: the "download your photos" reminders, then day 60's deletions (once across servers). */
export const galleryDailyTask: TaskConfig<'galleryDaily'> = {
  slug: 'galleryDaily',
  schedule: [{ cron: '40 3 * * *', queue: 'galleries' }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => ({
    output: { summary: JSON.stringify(await runGalleryExpiry({ req, now: new Date() })) },
  }),
}
