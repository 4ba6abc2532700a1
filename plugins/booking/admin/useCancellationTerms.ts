'use client'

import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'

export type CancellationTerms = {
  daysBefore: number
  refundPercent: number
  refundCents: number
  netPaidCents: number
}

/** The refund the cancellation terms give today, or the reason it could not be read. */
export function useCancellationTerms(bookingId: number | string) {
  const [terms, setTerms] = useState<CancellationTerms | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    void apiRequest<CancellationTerms>(`/api/bookings/${bookingId}/cancellation`).then((r) => {
      if (r.ok) setTerms(r.data)
      // The server's refusal names why; no readable answer is a failed load.
      else setError(r.body ? r.message : 'Could not load the cancellation terms')
    })
  }, [bookingId])
  return { terms, error }
}
