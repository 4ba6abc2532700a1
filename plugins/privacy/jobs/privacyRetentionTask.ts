import type { TaskConfig } from 'payload'

import { runRetention } from '../operations/runRetention'

/** Nightly: personal data past its keeping date goes (runRetention runs once across servers). */
export const privacyRetentionTask: TaskConfig<'privacyRetention'> = {
  slug: 'privacyRetention',
  schedule: [{ cron: '20 3 * * *', queue: 'booking' }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => {
    const counts = await runRetention({ req, now: new Date() })
    return { output: { summary: counts ? JSON.stringify(counts) : 'another server ran it' } }
  },
}
