import Stripe from 'stripe'

import type { GatewayIntent, PaymentGateway } from './PaymentGateway'
import { parseStripeWebhook } from './parseStripeWebhook'

export type StripeGatewayOptions = {
  secretKey: string
  publishableKey: string | null
  webhookSecret: string | null
  /** Tests point the real SDK at a local fake server; production leaves these unset. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

const toIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
  id: pi.id,
  status: pi.status as GatewayIntent['status'],
  amountCents: pi.amount,
  amountReceivedCents: pi.amount_received ?? 0,
  currency: pi.currency,
  clientSecret: pi.client_secret,
  metadata: (pi.metadata ?? {}) as Record<string, string>,
  method:
    typeof pi.payment_method === 'object' && pi.payment_method
      ? pi.payment_method.type
      : pi.payment_method_types?.length === 1
        ? pi.payment_method_types[0]
        : null,
  card:
    typeof pi.payment_method === 'object' && pi.payment_method?.card
      ? { brand: pi.payment_method.card.brand, last4: pi.payment_method.card.last4 }
      : null,
  lastError: pi.last_payment_error?.message ?? null,
})

export function stripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    appInfo: { name: 'photobooth-winnipeg' },
  })
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async createIntent({
      amountCents,
      bookingId,
      purpose,
      idempotencyKey,
      description,
      receiptEmail,
    }) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: 'cad',
          // Cards plus the buy-now-pay-later methods Stripe enables for the account (Afterpay, Klarna, Affirm).
          automatic_payment_methods: { enabled: true },
          metadata: { bookingId: String(bookingId), purpose },
          description,
          receipt_email: receiptEmail,
        },
        { idempotencyKey },
      )
      return toIntent(pi)
    },
    async updateAmount(intentId, amountCents) {
      return toIntent(await stripe.paymentIntents.update(intentId, { amount: amountCents }))
    },
    async retrieveIntent(intentId) {
      try {
        return toIntent(
          await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }),
        )
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
          return null
        throw error
      }
    },
    async cancelIntent(intentId) {
      await stripe.paymentIntents.cancel(intentId)
    },
    async refund(intentId, reason, options = {}) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: options.amountCents, metadata: { reason } },
        { idempotencyKey: options.idempotencyKey ?? `refund-${intentId}` },
      )
      return { id: refund.id, amountCents: refund.amount }
    },
    parseWebhook(rawBody, signature) {
      return parseStripeWebhook(stripe, options.webhookSecret, rawBody, signature)
    },
  }
}
