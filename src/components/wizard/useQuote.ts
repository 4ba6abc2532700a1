'use client'

import { useEffect, useState } from 'react'

import { api, ApiError } from '@/lib/api'
import type { QuoteRequest, QuoteResponse } from '@booking/contract'

export type QuoteState = {
  quote: QuoteResponse | null
  loading: boolean
  error: string | null
  /** The server's code for `error` (e.g. 'outside_service_area'), to offer the right way on. */
  code?: string | null
}

/** The server's price for the current selections, re-asked 300 ms after the last change. */
export function useQuote(input: QuoteRequest | null, delayMs = 300): QuoteState {
  const [state, setState] = useState<QuoteState>({
    quote: null,
    loading: Boolean(input),
    error: null,
  })
  const key = input ? JSON.stringify(input) : ''
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the last quote stays shown while the next loads; kept as is until the API-client rework
    setState((s) => ({ ...s, loading: true }))
    const timer = setTimeout(() => {
      api<QuoteResponse>('/api/quote', { body: JSON.parse(key), signal: controller.signal })
        .then((quote) => setState({ quote, loading: false, error: null }))
        .catch((error) => {
          if (controller.signal.aborted) return
          setState({
            quote: null,
            loading: false,
            error: error instanceof ApiError ? error.serverMessage : String(error),
            code: error instanceof ApiError ? (error.code ?? null) : null,
          })
        })
    }, delayMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, delayMs])
  return state
}

export function quoteInputOf(s: {
  bookingFormData: { address: string } | null
  selectedPackage: number | null
  selectedDate: string | null
  selectedTime: string | null
  addOnQuantities: Record<string, number>
  paymentType: 'full' | 'deposit' | 'plan'
  promoCode?: string | null
}): QuoteRequest | null {
  if (!s.bookingFormData || !s.selectedPackage || !s.selectedDate || !s.selectedTime) return null
  return {
    packageId: s.selectedPackage,
    eventDate: s.selectedDate,
    eventTime: s.selectedTime,
    address: s.bookingFormData.address,
    selectedAddOns: Object.keys(s.addOnQuantities).map(Number),
    addOnQuantities: s.addOnQuantities,
    paymentType: s.paymentType === 'plan' ? 'deposit' : s.paymentType,
    promoCode: s.promoCode ?? null,
  }
}
