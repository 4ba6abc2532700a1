'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { bookingApi } from '@booking/contract'
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
    // eslint-disable-next-line react-hooks/set-state-in-effect -- requests are queued, never aborted (the server keeps the last one it handles), so useApi's abort-on-change does not fit; the last intent stays shown while the next is made
    setState((s) => ({ ...s, loading: true, error: null }))
    const body = { bookingId, token, paymentType, promoCode, purpose, amountCents, saveCard }
    const request = previous.current.then(() =>
      cancelled ? null : bookingApi.createPaymentIntent({ body }),
    )
    previous.current = request
    void request.then((r) => {
      if (cancelled || !r) return
      if (r.ok && r.data?.clientSecret)
        return setState({ intent: r.data, loading: false, error: null, status: 200 })
      // The server's own words when it refused; ours when it sent no intent or no answer came.
      const words = !r.ok && r.status && typeof r.body?.message === 'string' ? r.body.message : null
      setState({
        intent: null,
        loading: false,
        error: r.ok ? msg.noClientSecret : (words ?? msg.intentFailed),
        status: r.ok ? 200 : r.status || null,
      })
    })
    return () => {
      cancelled = true
    }
  }, [bookingId, token, paymentType, promoCode, purpose, enabled, attempt, amountCents, saveCard])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}
