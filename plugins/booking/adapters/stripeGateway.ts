import Stripe from 'stripe'

import type { PaymentGateway } from './PaymentGateway'
import { stripeIntent as toIntent } from './stripeIntent'
import { stripeOffSession } from './stripeOffSession'
import { parseStripeWebhook } from './parseStripeWebhook'
import { CURRENCY } from '@kernel'

export type StripeGatewayOptions = {
  secretKey: string
  publishableKey: string | null
  webhookSecret: string | null
  /** Tests point the real SDK at a local fake server; production leaves these unset. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}

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
      saveCard,
    }) {
      // A card kept for later charges belongs to a Customer; one per booking (idempotent).
      const customer = saveCard
        ? await stripe.customers.create(
            {
              email: saveCard.email,
              name: saveCard.name,
              metadata: { bookingId: String(bookingId) },
            },
            { idempotencyKey: `customer-booking-${bookingId}` },
          )
        : null
      const pi = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: CURRENCY,
          // Cards plus the buy-now-pay-later methods Stripe enables for the account (Afterpay, Klarna, Affirm).
          automatic_payment_methods: { enabled: true },
          metadata: { bookingId: String(bookingId), purpose },
          description,
          receipt_email: receiptEmail,
          ...(customer
            ? { customer: customer.id, setup_future_usage: 'off_session' as const }
            : {}),
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
    chargeSaved: (input) => stripeOffSession(stripe, input),
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
