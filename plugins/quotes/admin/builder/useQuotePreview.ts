'use client'

import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'

import type { QuotePreview } from '../../operations/previewQuote'
import { fieldError } from './builderMessages'

export type PreviewState =
  | { state: 'empty' }
  | { state: 'ok'; price: QuotePreview }
  | { state: 'error'; key: string; words: string }

/** The server's price for the form as it stands (POST /api/quotes/preview), 300 ms after typing. */
export function useQuotePreview(body: object | null): PreviewState {
  const [preview, setPreview] = useState<PreviewState>({ state: 'empty' })
  const key = JSON.stringify(body)
  // Nothing to price: nothing shown (cleared while rendering, not in an effect).
  if (!body && preview.state !== 'empty') setPreview({ state: 'empty' })
  useEffect(() => {
    if (key === 'null') return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      void apiRequest<QuotePreview>('/api/quotes/preview', {
        body: JSON.parse(key),
        signal: ctrl.signal,
      }).then((r) => {
        if (!r.ok && !r.body) return // aborted or offline: keep what is shown
        setPreview(
          r.ok
            ? { state: 'ok', price: r.data }
            : { state: 'error', ...fieldError(r.code, r.field, r.message) },
        )
      })
    }, 300)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [key])
  return preview
}
