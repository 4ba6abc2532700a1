import type { TaskConfig } from 'payload'

import { sendCartReminders } from '../operations/sendCartReminders'

/** Every 15 minutes: reminders for abandoned carts (idempotent; see sendCartReminders). */
export const sendCartRemindersTask: TaskConfig<'sendCartReminders'> = {
  slug: 'sendCartReminders',
  schedule: [{ cron: '*/15 * * * *', queue: 'booking' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({
    output: { sent: (await sendCartReminders({ req, now: new Date() })).sent },
  }),
}
