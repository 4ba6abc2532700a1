'use client'

import dynamic from 'next/dynamic'
import { useEffect } from 'react'

import { DemoCardForm } from './DemoCardForm'
import { PaymentSystemError } from './PaymentSystemError'
import { usePaymentMonitor } from './usePaymentMonitor'
import { usePay, type PayProps } from './usePay'
import { usePaymentIntent } from './usePaymentIntent'

// Stripe.js is fetched only when the server says the gateway is Stripe.
const StripeCardForm = dynamic(() => import('./StripeCardForm').then((m) => m.StripeCardForm), {
  loading: () => <p className="text-stone-700">Loading secure card form…</p>,
})

type Props = PayProps & { onNotPayable?: (message: string) => void }

/** Creates the payment intent, shows the gateway's form, then confirms the booking with the server. */
export function PaymentPanel(props: Props) {
  const { bookingId, token, purpose, paymentType, promoCode, termsAccepted, onNotPayable } = props
  usePaymentMonitor(bookingId, purpose === 'initial' ? 'payment' : 'balance')
  const intent = usePaymentIntent({
    bookingId,
    token,
    paymentType,
    promoCode,
    purpose,
    enabled: true,
    amountCents: props.amountCents,
    saveCard: props.saveCard,
  })
  // Bad token, missing booking, expired hold or already paid: this booking can't be paid here.
  useEffect(() => {
    if (intent.error && intent.status && [403, 404, 409].includes(intent.status))
      onNotPayable?.(intent.error)
  }, [intent.error, intent.status, onNotPayable])
  const { busy, error, pay } = usePay({ ...props, intent })

  if (intent.loading && !intent.intent)
    return (
      <p className="py-6 text-center text-stone-700" role="status">
        Preparing secure payment…
      </p>
    )
  if (intent.error || !intent.intent)
    return <PaymentSystemError error={intent.error} onRetry={intent.retry} />
  const form = {
    intent: intent.intent,
    returnUrl: `${window.location.origin}/booking-success?booking_id=${bookingId}&token=${encodeURIComponent(token)}`,
    payLabel: `Pay ${intent.intent.amount.text}`,
    busy: busy || intent.loading,
    canPay: termsAccepted,
    onPay: pay,
  }
  return (
    <div className="grid gap-3" data-testid="payment-panel">
      {intent.intent.gateway === 'stripe' ? (
        <StripeCardForm {...form} />
      ) : (
        <DemoCardForm {...form} />
      )}
      {!termsAccepted && (
        <p className="text-center text-sm text-stone-700">
          Accept the terms and conditions to enable payment.
        </p>
      )}
      {error && (
        <p
          role="alert"
          className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200"
          data-testid="payment-error"
        >
          {error}
        </p>
      )}
    </div>
  )
}
