'use client'

import { useState } from 'react'

import { useDebouncedPost } from '@admin-kit/useDebouncedPost'
import { bookingStaffApi } from '../../contract'

export type QuotePreview = {
  total: string
  deposit: string
  cents: { total: number; deposit: number }
  error?: string
}

/** The server's price for the form as it stands (same endpoint and core as the wizard). */
export function useStaffQuote(body: Record<string, unknown> | null) {
  const [quote, setQuote] = useState<QuotePreview | null>(null)
  // No form to price: no quote (cleared while rendering, not in an effect).
  if (!body && quote) setQuote(null)
  useDebouncedPost(
    (b, signal) => bookingStaffApi.staffQuote({ body: b }, { signal }),
    body,
    (r) =>
      setQuote(
        r.ok
          ? {
              total: r.data.totalAmount ?? '0.00',
              deposit: r.data.depositAmount ?? '0.00',
              cents: r.data.cents ?? { total: 0, deposit: 0 },
            }
          : { total: '', deposit: '', cents: { total: 0, deposit: 0 }, error: r.message },
      ),
  )
  return quote
}
