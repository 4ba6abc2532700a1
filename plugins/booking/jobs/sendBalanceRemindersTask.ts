import type { TaskConfig } from 'payload'

import { sendBalanceReminders } from '../operations/notify/sendBalanceReminders'

/** Daily: deposit bookings whose balance falls due soon get one reminder with a pay link. */
export const sendBalanceRemindersTask: TaskConfig<'sendBalanceReminders'> = {
  slug: 'sendBalanceReminders',
  schedule: [{ cron: '0 15 * * *', queue: 'booking' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  handler: async ({ req }) => ({
    output: { sent: await sendBalanceReminders({ req, now: new Date() }) },
  }),
}
