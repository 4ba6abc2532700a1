'use client'

import { useEffect, useState } from 'react'

import { bookingStaffApi, type CancellationTerms } from '../contract'

export type { CancellationTerms }

/** The refund the cancellation terms give today, or the reason it could not be read. */
export function useCancellationTerms(bookingId: number | string) {
  const [terms, setTerms] = useState<CancellationTerms | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    void bookingStaffApi.cancellation({ id: bookingId }).then((r) => {
      if (r.ok) setTerms(r.data)
      // The server's refusal names why; no readable answer is a failed load.
      else setError(r.body ? r.message : 'Could not load the cancellation terms')
    })
  }, [bookingId])
  return { terms, error }
}
