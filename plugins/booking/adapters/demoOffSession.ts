import crypto from 'node:crypto'

import type { IntentStatus, OffSessionInput, OffSessionResult } from './PaymentGateway'
import { CURRENCY } from '@kernel'

/** Stripe's test cards for saved-card outcomes; the demo gateway answers as they do. */
export const DEMO_SAVED_CARDS = {
  declinesOffSession: '4000000000000341',
  authenticatesEveryCharge: '4000002760003184',
} as const

/** What the demo keeps of a saved card: its outcome and last 4 digits, never the number. */
export function demoCardOf(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '')
  const outcome =
    digits === DEMO_SAVED_CARDS.declinesOffSession
      ? 'decline'
      : digits === DEMO_SAVED_CARDS.authenticatesEveryCharge
        ? 'sca'
        : 'ok'
  return `${outcome}_${digits.slice(-4) || '4242'}`
}

/** The demo's off-session charge: the saved card's outcome decides, as the bank would. */
export function demoOffSession(input: OffSessionInput): OffSessionResult {
  const outcome = input.card.paymentMethodId.replace(/^demo_pm_/, '').split('_')[0]
  const id = `demo_pi_${crypto.randomBytes(12).toString('hex')}`
  const ok = outcome === 'ok'
  const status: IntentStatus = ok
    ? 'succeeded'
    : outcome === 'sca'
      ? 'requires_action'
      : 'requires_payment_method'
  return {
    intent: {
      id,
      status,
      amountCents: input.amountCents,
      amountReceivedCents: ok ? input.amountCents : 0,
      currency: CURRENCY,
      clientSecret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
      metadata: { bookingId: String(input.bookingId), purpose: 'balance' },
      method: 'card',
      card: { brand: input.card.brand, last4: input.card.last4 },
      lastError: ok
        ? null
        : outcome === 'sca'
          ? 'Authentication required.'
          : 'Your card was declined.',
    },
    outcome: ok ? 'succeeded' : outcome === 'sca' ? 'authentication_required' : 'declined',
  }
}
