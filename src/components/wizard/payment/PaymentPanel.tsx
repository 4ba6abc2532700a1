'use client'

import dynamic from 'next/dynamic'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'

import { formatAmount as money } from '@kernel'
import { msg } from '../messages'
import { ui } from '@/components/ui/ui'
import { confirmBooking } from './confirmBooking'
import { DemoCardForm } from './DemoCardForm'
import { logPaymentError } from './paymentErrorLog'
import { usePaymentMonitor } from './usePaymentMonitor'
import type { GatewayResult, PaymentPurpose } from './types'
import { usePaymentIntent } from './usePaymentIntent'

// Stripe.js is fetched only when the server says the gateway is Stripe.
const StripeCardForm = dynamic(() => import('./StripeCardForm').then((m) => m.StripeCardForm), {
  loading: () => <p className="text-stone-700">Loading secure card form…</p>,
})

type Props = {
  bookingId: number
  token: string
  purpose: PaymentPurpose
  paymentType: 'full' | 'deposit'
  promoCode: string | null
  termsAccepted: boolean
  onPaid: () => void
  onSlotLost: (message: string) => void
  onNotPayable?: (message: string) => void
}

/** Creates the payment intent, shows the gateway's form, then confirms the booking with the server. */
export function PaymentPanel({
  bookingId,
  token,
  purpose,
  paymentType,
  promoCode,
  termsAccepted,
  onPaid,
  onSlotLost,
  onNotPayable,
}: Props) {
  usePaymentMonitor(bookingId, purpose === 'balance' ? 'balance' : 'payment')
  const intent = usePaymentIntent({
    bookingId,
    token,
    paymentType,
    promoCode,
    purpose,
    enabled: true,
  })
  // Bad token, missing booking, expired hold or already paid: this booking can't be paid here.
  useEffect(() => {
    if (intent.error && intent.status && [403, 404, 409].includes(intent.status))
      onNotPayable?.(intent.error)
  }, [intent.error, intent.status, onNotPayable])
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const pay = async (confirmWithGateway: () => Promise<GatewayResult>) => {
    if (!termsAccepted)
      return toast.error(msg.termsTitle, { description: msg.termsBody, id: 'payment' })
    const current = intent.intent
    if (!current) return setError(msg.paymentNotReady)
    setBusy(true)
    setError(null)
    let result: GatewayResult
    try {
      result = await confirmWithGateway()
    } catch (e) {
      result = {
        status: 'failed',
        message: msg.paymentProcessing(e instanceof Error ? e.message : String(e)),
      }
    }
    if (result.status === 'failed') {
      setBusy(false)
      setError(result.message || msg.paymentFailed)
      toast.error(msg.toastPaymentFailed, {
        description: result.message || msg.paymentFailed,
        id: 'payment',
      })
      logPaymentError({
        bookingId,
        error: result.message || msg.paymentFailed,
        step: 'payment',
        context: { purpose, paymentType, gateway: current.gateway },
      })
      return
    }
    const outcome = await confirmBooking({
      bookingId,
      token,
      paymentIntentId: result.paymentIntentId ?? current.paymentIntentId,
      paymentType: purpose === 'balance' ? 'full' : paymentType,
      promoCodes: current.booking.appliedPromoCodes ?? (promoCode ? [promoCode] : []),
      discountAmount: current.booking.discountAmount ?? '0.00',
    })
    if (outcome.ok) {
      toast.success(msg.toastPaymentOk, { description: msg.toastPaymentOkBody, id: 'payment' })
      return onPaid()
    }
    setBusy(false)
    toast.error(msg.toastPaymentError, { description: outcome.message, id: 'payment' })
    if (outcome.slotLost) return onSlotLost(outcome.message)
    setError(outcome.message)
  }

  if (intent.loading && !intent.intent)
    return (
      <p className="py-6 text-center text-stone-700" role="status">
        Preparing secure payment…
      </p>
    )
  if (intent.error || !intent.intent)
    return (
      <div role="alert" className="rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
        <p className="font-medium text-red-800">
          {intent.error ? msg.paymentSystemError(intent.error) : msg.paymentSystemGeneric}
        </p>
        <button type="button" className={`${ui.secondary} mt-3`} onClick={intent.retry}>
          Retry
        </button>
      </div>
    )
  const form = {
    intent: intent.intent,
    returnUrl: `${window.location.origin}/booking-success?booking_id=${bookingId}&token=${encodeURIComponent(token)}`,
    payLabel: `Pay ${money(intent.intent.amount)}`,
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
