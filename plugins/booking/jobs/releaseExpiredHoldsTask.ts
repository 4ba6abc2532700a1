import type { TaskConfig } from 'payload'

import { releaseExpiredHolds } from '../operations/create/releaseExpiredHolds'

/** Frees expired holds even when nobody is booking (checks also release them inline). */
export const releaseExpiredHoldsTask: TaskConfig<'releaseExpiredHolds'> = {
  slug: 'releaseExpiredHolds',
  schedule: [{ cron: '*/5 * * * *', queue: 'booking' }],
  outputSchema: [{ name: 'released', type: 'number' }],
  handler: async ({ req }) => ({
    output: { released: await releaseExpiredHolds({ req, now: new Date() }) },
  }),
}
