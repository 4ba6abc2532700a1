import Stripe from 'stripe'

import type { OffSessionInput, OffSessionResult } from './PaymentGateway'
import { stripeIntent } from './stripeIntent'
import { CURRENCY } from '@kernel'

/**
 * Charges a saved card off-session (Stripe's "charge a saved payment method"). A decline and a
 * card that needs the customer to authenticate come back as card errors carrying the intent.
 */
export async function stripeOffSession(
  stripe: Stripe,
  input: OffSessionInput,
): Promise<OffSessionResult> {
  try {
    const pi = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: CURRENCY,
        customer: input.card.customerId ?? undefined,
        payment_method: input.card.paymentMethodId,
        off_session: true,
        confirm: true,
        metadata: {
          bookingId: String(input.bookingId),
          purpose: 'balance',
          instalmentId: input.instalmentId,
        },
        description: input.description,
        expand: ['payment_method'],
      },
      { idempotencyKey: input.idempotencyKey },
    )
    return {
      intent: stripeIntent(pi),
      outcome:
        pi.status === 'succeeded'
          ? 'succeeded'
          : pi.status === 'processing'
            ? 'processing'
            : 'declined',
    }
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error
    return {
      intent: stripeIntent(error.payment_intent),
      outcome: error.code === 'authentication_required' ? 'authentication_required' : 'declined',
    }
  }
}
