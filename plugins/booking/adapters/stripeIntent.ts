import type Stripe from 'stripe'

import type { GatewayIntent } from './PaymentGateway'

/** A Stripe PaymentIntent as the booking code reads it. */
export const stripeIntent = (pi: Stripe.PaymentIntent): GatewayIntent => ({
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
  savedCard: savedCardOf(pi),
})

/** The card kept when the customer consented (setup_future_usage) and the payment succeeded. */
function savedCardOf(pi: Stripe.PaymentIntent): GatewayIntent['savedCard'] {
  const pm = pi.payment_method
  if (pi.setup_future_usage !== 'off_session' || pi.status !== 'succeeded' || !pm) return null
  const card = typeof pm === 'object' ? pm.card : null
  return {
    customerId: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
    paymentMethodId: typeof pm === 'string' ? pm : pm.id,
    brand: card?.brand ?? 'card',
    last4: card?.last4 ?? '',
  }
}
