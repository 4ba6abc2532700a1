'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'

import { msg } from '../messages'
import { ui } from '@/components/ui/ui'
import type { GatewayFormProps, GatewayResult } from './types'

const stripes = new Map<string, Promise<Stripe | null>>()
// One Stripe.js per key for the page's life (Stripe asks not to call loadStripe per render).
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key))
  return stripes.get(key)!
}

function StripeForm({ returnUrl, payLabel, busy, canPay, onPay }: GatewayFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const confirm = async (): Promise<GatewayResult> => {
    if (!stripe || !elements) return { status: 'failed', message: msg.paymentNotReady }
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    })
    if (error) return { status: 'failed', message: error.message ?? msg.paymentFailed }
    // requires_action and processing still go to the server, which checks with Stripe itself.
    if (
      paymentIntent &&
      ['succeeded', 'requires_action', 'processing'].includes(paymentIntent.status)
    )
      return { status: 'succeeded', paymentIntentId: paymentIntent.id }
    return { status: 'failed', message: msg.paymentFailed }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onPay(confirm)
      }}
      className="grid gap-4"
    >
      <PaymentElement options={{ layout: 'tabs' }} />
      <button
        type="submit"
        className={`${ui.accent} w-full text-lg`}
        disabled={busy || !canPay || !stripe}
      >
        {busy ? 'Processing...' : payLabel}
      </button>
    </form>
  )
}

/** Stripe's Payment Element (cards and buy-now-pay-later in tabs); this module is loaded only on the payment step. */
export function StripeCardForm(props: GatewayFormProps) {
  if (!props.intent.publishableKey) return <p className="text-red-700">{msg.paymentNotReady}</p>
  return (
    <Elements
      stripe={stripeFor(props.intent.publishableKey)}
      options={{
        clientSecret: props.intent.clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: '#b45309', borderRadius: '12px' },
        },
      }}
      key={props.intent.clientSecret}
    >
      <StripeForm {...props} />
    </Elements>
  )
}
