'use client'

import { useState } from 'react'

import { useDebouncedPost } from '@admin-kit/useDebouncedPost'
import { moneyOf, type Money } from '@kernel'
import { bookingStaffApi } from '../../contract'

export type QuotePreview = { total: Money; deposit: Money; error?: string }

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
          ? { total: r.data.totalAmount, deposit: r.data.depositAmount }
          : { total: moneyOf(0), deposit: moneyOf(0), error: r.message },
      ),
  )
  return quote
}
