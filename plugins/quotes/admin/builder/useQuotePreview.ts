'use client'

import { useState } from 'react'

import { useDebouncedPost } from '@admin-kit/useDebouncedPost'

import { quotesApi } from '../../contract'
import type { QuotePreview } from '../../operations/previewQuote'
import { fieldError } from './builderMessages'

export type PreviewState =
  | { state: 'empty' }
  | { state: 'ok'; price: QuotePreview }
  | { state: 'error'; key: string; words: string }

/** The server's price for the form as it stands (POST /api/quotes/preview), 300 ms after typing. */
export function useQuotePreview(body: object | null): PreviewState {
  const [preview, setPreview] = useState<PreviewState>({ state: 'empty' })
  // Nothing to price: nothing shown (cleared while rendering, not in an effect).
  if (!body && preview.state !== 'empty') setPreview({ state: 'empty' })
  useDebouncedPost(
    (b, signal) => quotesApi.preview({ body: b }, { signal }),
    body,
    (r) =>
      setPreview(
        r.ok
          ? { state: 'ok', price: r.data }
          : { state: 'error', ...fieldError(r.code, r.field, r.message) },
      ),
  )
  return preview
}
