'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { api, ApiError } from '@/lib/api'
import { msg } from '../messages'
import type { PaymentIntent, PaymentPurpose } from './types'

type Args = {
  bookingId: number
  token: string
  paymentType: 'full' | 'deposit' | 'plan'
  promoCode: string | null
  purpose: PaymentPurpose
  enabled: boolean
  /** A chosen deposit (deposit or plan) or part of the balance; the server checks it. */
  amountCents?: number | null
  saveCard?: boolean
}
export type IntentState = {
  intent: PaymentIntent | null
  loading: boolean
  error: string | null
  status: number | null
  retry: () => void
}

/** A payment intent for the current amount; a new one whenever payment type or promo code changes (the spec). */
export function usePaymentIntent({
  bookingId,
  token,
  paymentType,
  promoCode,
  purpose,
  enabled,
  amountCents = null,
  saveCard = false,
}: Args): IntentState {
  const [state, setState] = useState<Omit<IntentState, 'retry'>>({
    intent: null,
    loading: enabled,
    error: null,
    status: null,
  })
  const [attempt, setAttempt] = useState(0)
  // One request at a time, in the order the visitor chose: the server keeps the last one it
  // handles, so it must be the last one asked for. A choice overtaken while waiting is skipped.
  const previous = useRef<Promise<unknown>>(Promise.resolve())
  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    // eslint-disable-next-line react-hooks/set-state-in-effect -- requests run one at a time in order (previous ref); its loading flag is kept as is until the API-client rework
    setState((s) => ({ ...s, loading: true, error: null }))
    const request = previous.current.then(() =>
      cancelled
        ? null
        : api<PaymentIntent>('/api/create-payment-intent', {
            body: { bookingId, token, paymentType, promoCode, purpose, amountCents, saveCard },
          }),
    )
    previous.current = request.catch(() => undefined)
    request
      .then((intent) => {
        if (cancelled) return
        if (!intent?.clientSecret)
          throw new ApiError(200, { message: msg.noClientSecret }, msg.noClientSecret)
        setState({ intent, loading: false, error: null, status: 200 })
      })
      .catch((error) => {
        if (cancelled) return
        const message =
          error instanceof ApiError ? (error.body?.message ?? msg.intentFailed) : msg.intentFailed
        setState({
          intent: null,
          loading: false,
          error: message,
          status: error instanceof ApiError ? error.status : null,
        })
      })
    return () => {
      cancelled = true
    }
  }, [bookingId, token, paymentType, promoCode, purpose, enabled, attempt, amountCents, saveCard])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
