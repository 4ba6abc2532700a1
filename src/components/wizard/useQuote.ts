'use client'

import { useApi } from '@admin-kit/useApi'
import type { QuoteRequest, QuoteResponse } from '@booking/contract'
import { bookingApi } from '@booking/contract'

export type QuoteState = {
  quote: QuoteResponse | null
  loading: boolean
  error: string | null
  /** The server's code for `error` (e.g. 'outside_service_area'), to offer the right way on. */
  code?: string | null
}

/** The server's price for the current selections, re-asked 300 ms after the last change. */
export function useQuote(input: QuoteRequest | null, delayMs = 300): QuoteState {
  const key = input ? JSON.stringify(input) : null
  const { last, loading } = useApi(
    key,
    (signal) => bookingApi.quote({ body: JSON.parse(key!) as QuoteRequest }, { signal }),
    { delayMs },
  )
  // The last answer stays shown while the next loads.
  if (!last) return { quote: null, loading, error: null }
  if (last.ok) return { quote: last.data, loading, error: null }
  return { quote: null, loading, error: last.message, code: last.status ? last.code : null }
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
