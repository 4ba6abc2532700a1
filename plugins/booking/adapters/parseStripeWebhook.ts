import Stripe from 'stripe'

import { WebhookSignatureError, type GatewayEvent } from './PaymentGateway'

/** Verifies a Stripe webhook's signature and maps its event to the gateway's own shape. */
export function parseStripeWebhook(
  stripe: Stripe,
  webhookSecret: string | null,
  rawBody: string,
  signature: string | null,
): GatewayEvent {
  if (!webhookSecret) throw new WebhookSignatureError('Webhook secret is not configured')
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret)
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature')
  }
  const object = event.data.object as unknown as Record<string, unknown>
  if (event.type.startsWith('payment_intent.')) {
    const pi = object as unknown as Stripe.PaymentIntent
    return {
      id: event.id,
      type: event.type,
      intentId: pi.id,
      failureMessage: pi.last_payment_error?.message ?? null,
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = object as unknown as Stripe.Charge
    const intentId =
      typeof charge.payment_intent === 'string'
        ? charge.payment_intent
        : (charge.payment_intent?.id ?? null)
    return {
      id: event.id,
      type: event.type,
      intentId,
      amountRefundedCents: charge.amount_refunded,
    }
  }
  return { id: event.id, type: event.type, intentId: null }
}
