import type { TaskConfig } from 'payload'

import { alertOverdueBalances } from '../operations/notify/alertOverdueBalances'

/** Daily, after the balance reminders: unpaid balances past their due date alert staff once. */
export const alertOverdueBalancesTask: TaskConfig<'alertOverdueBalances'> = {
  slug: 'alertOverdueBalances',
  schedule: [{ cron: '0 16 * * *', queue: 'booking' }],
  outputSchema: [{ name: 'alerted', type: 'number' }],
  handler: async ({ req }) => ({
    output: { alerted: await alertOverdueBalances({ req, now: new Date() }) },
  }),
}
