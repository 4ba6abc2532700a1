import { defineEndpoint } from '@server-kit'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { bookingErrors } from '../messages'
import { demoPay } from '../operations/payments/demoPay'
import { demoPaySchema } from './paymentSchemas'

/** POST /api/demo-payments/confirm — the demo gateway's card form; 404 when Stripe is configured. */
export const demoPaymentEndpoint = (gateway: GatewayFactory) =>
  defineEndpoint({
    path: '/demo-payments/confirm',
    method: 'post',
    guard: (req) => (gateway(req).name === 'demo' ? null : { ok: false, code: 'demo_only' }),
    schema: demoPaySchema,
    rateLimit: { name: 'demo-pay', points: 30, durationSeconds: 600 },
    errors: bookingErrors,
    run: async ({ req, data: { paymentIntentId, clientSecret, cardNumber } }) => {
      const result = await demoPay({ req, intentId: paymentIntentId, clientSecret, cardNumber })
      if (!result.ok) return { ...result, extra: { status: 'failed' } }
      return { ok: true, body: { status: result.status, paymentIntentId } }
    },
  })
