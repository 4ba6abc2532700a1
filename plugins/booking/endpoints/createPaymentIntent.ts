import { clientKey, defineEndpoint } from '@server-kit'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { bookingErrors } from '../messages'
import { createPaymentIntent } from '../operations/payments/createPaymentIntent'
import { paymentIntentBody } from '../presenters/paymentIntentBody'
import { createIntentSchema } from './paymentSchemas'

/** POST /api/create-payment-intent — the amount comes from the booking on the server, never from the body. */
export const createPaymentIntentEndpoint = (gateway: GatewayFactory) =>
  defineEndpoint({
    path: '/create-payment-intent',
    method: 'post',
    schema: createIntentSchema,
    rateLimit: { name: 'payment-intent', points: 40, durationSeconds: 600 },
    errors: bookingErrors,
    run: async ({ req, data }) => {
      const result = await createPaymentIntent({
        req,
        input: {
          ...data,
          client: {
            ip: clientKey(req),
            userAgent: (req.headers.get('user-agent') ?? '').slice(0, 300),
          },
        },
        now: new Date(),
        gateway: gateway(req),
      })
      return result.ok ? { ok: true, body: paymentIntentBody(result) } : result
    },
  })
