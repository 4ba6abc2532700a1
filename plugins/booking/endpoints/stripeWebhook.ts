import { defineEndpoint } from '@server-kit'

import { type GatewayFactory, WebhookSignatureError } from '../adapters/PaymentGateway'
import { bookingErrors } from '../messages'
import { handleGatewayEvent } from '../operations/payments/handleGatewayEvent'

/** POST /api/stripe/webhook — raw body, signature verified; the source of truth for payments. */
export const stripeWebhookEndpoint = (gateways: GatewayFactory) =>
  defineEndpoint({
    path: '/stripe/webhook',
    method: 'post',
    rawBody: true,
    errors: bookingErrors,
    run: async ({ req }) => {
      const gateway = gateways(req)
      const raw = req.text ? await req.text() : ''
      let event
      try {
        event = gateway.parseWebhook(raw, req.headers.get('stripe-signature'))
      } catch (error) {
        if (error instanceof WebhookSignatureError) return { ok: false, code: 'webhook_signature' }
        throw error
      }
      const result = await handleGatewayEvent({ req, event, gateway, now: new Date() })
      if (result.retry) return { ok: false, code: 'retry_later', message: result.outcome }
      const { duplicate, outcome } = result
      return { ok: true, body: { received: true, duplicate, outcome } }
    },
  })
