import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { errorResponse, json, parseBody } from '@/lib/server/respond'

import { selectPaymentGateway } from '../gateways/selectPaymentGateway'
import { messages } from '../messages'
import { demoPay } from '../operations/demoPay'
import { demoPaySchema } from './paymentSchemas'

/** POST /api/demo-payments/confirm — the demo gateway's card form; 404 when Stripe is configured. */
export const demoPaymentEndpoint: Endpoint = {
  path: '/demo-payments/confirm',
  method: 'post',
  handler: async (req) => {
    if (selectPaymentGateway(req).name !== 'demo') return errorResponse(404, messages.demoOnly)
    const limited = await rateLimit(req, 'demo-pay', { points: 30, durationSeconds: 600 })
    if (limited) return limited
    const parsed = await parseBody(req, demoPaySchema)
    if (!parsed.ok) return parsed.response
    const { paymentIntentId, clientSecret, cardNumber } = parsed.data
    const result = await demoPay({ req, intentId: paymentIntentId, clientSecret, cardNumber })
    if (!result.ok) return json({ status: 'failed', message: result.message }, result.status)
    return json({ status: result.status, paymentIntentId })
  },
}
