import type { TaskConfig } from 'payload'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { chargeDueInstalments } from '../operations/payments/chargeDueInstalments'
import { sendInstalmentNotices } from '../operations/notify/sendInstalmentNotices'

/**
 * Daily (claimed by one server: packages/server-kit/jobClaims.ts): the 3-day notices, then the
 * saved-card charges of every part due today, and the retries of yesterday-but-one's declines.
 */
export const chargeInstalmentsTask = (
  gateway: GatewayFactory,
): TaskConfig<'chargeInstalments'> => ({
  slug: 'chargeInstalments',
  schedule: [{ cron: '0 14 * * *', queue: 'booking' }],
  outputSchema: [
    { name: 'noticed', type: 'number' },
    { name: 'paid', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  handler: async ({ req }) => {
    const now = new Date()
    const noticed = await sendInstalmentNotices({ req, now })
    const c = await chargeDueInstalments({ req, now, gateway })
    return {
      output: { noticed, paid: c.paid, failed: c.declined + c.authentication_required },
    }
  },
})
