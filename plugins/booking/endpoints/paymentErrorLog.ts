import { defineEndpoint } from '@server-kit'

import { storePaymentErrorLog } from '../operations/payments/storePaymentErrorLog'
import { paymentErrorLogSchema } from './paymentSchemas'

/** POST /api/payment-error-log — the browser's payment monitor; bounded and rate limited. */
export const paymentErrorLogEndpoint = defineEndpoint({
  path: '/payment-error-log',
  method: 'post',
  schema: paymentErrorLogSchema,
  rateLimit: { name: 'payment-error-log', points: 20, durationSeconds: 600 },
  run: async ({ req, data }) => {
    const stored = await storePaymentErrorLog({ req, input: data, now: new Date() })
    return { ok: true, status: 202, body: { received: true, id: stored.id } }
  },
})
