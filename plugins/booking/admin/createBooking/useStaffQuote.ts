'use client'

import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'

export type QuotePreview = {
  total: string
  deposit: string
  cents: { total: number; deposit: number }
  error?: string
}

type Answer = {
  totalAmount?: string
  depositAmount?: string
  cents?: { total: number; deposit: number }
}

/** The server's price for the form as it stands (same endpoint and core as the wizard). */
export function useStaffQuote(body: Record<string, unknown> | null) {
  const [quote, setQuote] = useState<QuotePreview | null>(null)
  const key = JSON.stringify(body)
  // No form to price: no quote (cleared while rendering, not in an effect).
  if (!body && quote) setQuote(null)
  useEffect(() => {
    if (key === 'null') return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      void apiRequest<Answer>('/api/quote', { body: JSON.parse(key), signal: ctrl.signal }).then(
        (r) => {
          // No readable answer (aborted, offline): keep what is shown.
          if (!r.ok && !r.body) return
          setQuote(
            r.ok
              ? {
                  total: r.data.totalAmount ?? '0.00',
                  deposit: r.data.depositAmount ?? '0.00',
                  cents: r.data.cents ?? { total: 0, deposit: 0 },
                }
              : { total: '', deposit: '', cents: { total: 0, deposit: 0 }, error: r.message },
          )
        },
      )
    }, 300)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [key])
  return quote
}
