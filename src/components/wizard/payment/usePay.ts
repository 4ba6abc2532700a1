'use client'

import { useState } from 'react'
import { toast } from '@/lib/toast'

import { msg } from '../messages'
import { confirmBooking } from './confirmBooking'
import { logPaymentError } from './paymentErrorLog'
import type { GatewayResult, PaymentPurpose } from './types'
import type { usePaymentIntent } from './usePaymentIntent'

/** What paying needs to know about the booking and what to do after. */
export type PayProps = {
  bookingId: number
  token: string
  purpose: PaymentPurpose
  paymentType: 'full' | 'deposit' | 'plan'
  promoCode: string | null
  /** The deposit chosen, or the part of the balance paid now; the server checks it. */
  amountCents?: number | null
  saveCard?: boolean
  termsAccepted: boolean
  onPaid: () => void
  onSlotLost: (message: string) => void
}

/** Runs the gateway's confirmation, then confirms the booking with the server. */
export function usePay({
  intent,
  bookingId,
  token,
  purpose,
  paymentType,
  termsAccepted,
  onPaid,
  onSlotLost,
}: PayProps & { intent: ReturnType<typeof usePaymentIntent> }) {
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
      paymentType: purpose === 'initial' ? paymentType : 'full',
    })
    if (outcome.ok) {
      toast.success(msg.toastPaymentOk, {
        description: msg.toastPaidBody(purpose, current.amount.text),
        id: 'payment',
      })
      return onPaid()
    }
    setBusy(false)
    toast.error(msg.toastPaymentError, { description: outcome.message, id: 'payment' })
    if (outcome.slotLost) return onSlotLost(outcome.message)
    setError(outcome.message)
  }

  return { busy, error, pay }
}
