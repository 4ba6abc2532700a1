// POST /api/create-payment-intent as the payment UI reads it.
export type PaymentIntent = {
  clientSecret: string
  paymentIntentId: string
  gateway: 'stripe' | 'demo'
  publishableKey: string | null
  amount: string
  amountCents: number
  booking: {
    totalAmount: string
    amountDueNow: string
    remainingBalance: string
    discountAmount: string
    appliedPromoCodes: string[]
    [key: string]: unknown
  }
}

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
