import type { Endpoint } from 'payload'

import { errorResponse, json } from '@/lib/server/respond'

import { WebhookSignatureError } from '../gateways/PaymentGateway'
import { selectPaymentGateway } from '../gateways/selectPaymentGateway'
import { messages } from '../messages'
import { handleGatewayEvent } from '../operations/handleGatewayEvent'

/** POST /api/stripe/webhook — raw body, signature verified; the source of truth for payments. */
export const stripeWebhookEndpoint: Endpoint = {
  path: '/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    const gateway = selectPaymentGateway(req)
    const raw = req.text ? await req.text() : ''
    let event
    try {
      event = gateway.parseWebhook(raw, req.headers.get('stripe-signature'))
    } catch (error) {
      if (error instanceof WebhookSignatureError)
        return errorResponse(400, messages.webhookSignature)
      throw error
    }
    const result = await handleGatewayEvent({ req, event, gateway, now: new Date() })
    if (result.retry) return errorResponse(503, result.outcome)
    return json({ received: true, duplicate: result.duplicate, outcome: result.outcome })
  },
}
