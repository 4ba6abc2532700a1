import type { PaymentIntentResponse } from '@booking/contract'

// POST /api/create-payment-intent as the payment UI reads it.
export type PaymentIntent = PaymentIntentResponse

export type GatewayResult =
  { status: 'succeeded'; paymentIntentId?: string } | { status: 'failed'; message: string }

/** What each gateway's form gets: it renders its own Pay button and hands the panel a confirm function. */
export type GatewayFormProps = {
  intent: PaymentIntent
  returnUrl: string
  payLabel: string
  busy: boolean
  canPay: boolean
  onPay: (confirm: () => Promise<GatewayResult>) => void
}

export type PaymentPurpose = 'initial' | 'balance' | 'tip'
