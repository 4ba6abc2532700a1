import type { TaskConfig } from 'payload'

import { checkHealth } from '../operations/checkHealth'
import type { AlertNotifier } from '../operations/sendHealthAlert'

/** Every 5 minutes: open an incident (and alert) for each failing check, clear the ones that pass. */
export const checkHealthTask = (notifier?: AlertNotifier): TaskConfig<'checkHealth'> => ({
  slug: 'checkHealth',
  schedule: [{ cron: '*/5 * * * *', queue: 'health' }],
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => ({
    output: { summary: JSON.stringify(await checkHealth(req, new Date(), notifier)) },
  }),
})
