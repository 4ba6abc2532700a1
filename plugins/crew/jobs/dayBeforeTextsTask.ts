import type { TaskConfig } from 'payload'

import { dayBeforeTexts } from '../operations/dayBeforeTexts'

/** Hourly (it sends in Winnipeg's daytime only): tomorrow's customers hear when the crew arrives. */
export const dayBeforeTextsTask: TaskConfig<'sendDayBeforeTexts'> = {
  slug: 'sendDayBeforeTexts',
  schedule: [{ cron: '5 * * * *', queue: 'booking' }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ req }) => ({
    output: { queued: await dayBeforeTexts({ req, now: new Date() }) },
  }),
}
