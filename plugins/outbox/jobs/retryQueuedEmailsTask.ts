import type { TaskConfig } from 'payload'

import { retryQueuedEmails } from '../operations/retryQueuedEmails'

/** Every five minutes: messages the mail server refused are sent again with backoff. */
export const retryQueuedEmailsTask: TaskConfig<'retryQueuedEmails'> = {
  slug: 'retryQueuedEmails',
  schedule: [{ cron: '*/5 * * * *', queue: 'booking' }],
  outputSchema: [
    { name: 'tried', type: 'number' },
    { name: 'sent', type: 'number' },
  ],
  handler: async ({ req }) => ({ output: await retryQueuedEmails({ req, now: new Date() }) }),
}
