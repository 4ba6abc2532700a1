'use client'

import { useEffect, useState } from 'react'

export type QuotePreview = {
  total: string
  deposit: string
  cents: { total: number; deposit: number }
  error?: string
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
      fetch('/api/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: key,
        signal: ctrl.signal,
      })
        .then(async (r) => {
          const q = (await r.json()) as {
            totalAmount?: string
            depositAmount?: string
            cents?: { total: number; deposit: number }
            message?: string
          }
          setQuote(
            r.ok
              ? {
                  total: q.totalAmount ?? '0.00',
                  deposit: q.depositAmount ?? '0.00',
                  cents: q.cents ?? { total: 0, deposit: 0 },
                }
              : {
                  total: '',
                  deposit: '',
                  cents: { total: 0, deposit: 0 },
                  error: q.message ?? 'Not bookable',
                },
          )
        })
        .catch(() => undefined)
    }, 300)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [key])
  return quote
}
