'use client'

import type { ApiResult } from '@api-client'
import { useApi } from '@admin-kit/useApi'
import type { AddressSuggestion } from '@booking/contract'
import { bookingApi } from '@booking/contract'

export type { AddressSuggestion }
export type AddressSearch = { status: 'idle' | 'loading' | 'done'; results: AddressSuggestion[] }

// Used when the search service fails, so the visitor still gets help (the spec's local list).
const FALLBACK: AddressSuggestion[] = [
  'Winnipeg',
  'Selkirk',
  'Steinbach',
  'Portage la Prairie',
  'Niverville',
  'Gimli',
  'Stonewall',
  'Oakbank',
].map((town) => ({
  id: `fallback-${town}`,
  text: `${town}, MB`,
  description: 'Manitoba',
}))

/** Suggestions from 3 characters, 300 ms after typing stops; 'loading' already shows from 2. */
export function useAddressSearch(query: string, enabled: boolean): AddressSearch {
  const q = query.trim()
  const shown = enabled && q.length >= 2
  const { result, last } = useApi(
    shown && q.length >= 3 ? q : null,
    (signal) => bookingApi.addressSearch({ query: { query: q } }, { signal }),
    { delayMs: 300 },
  )
  if (!shown) return { status: 'idle', results: [] }
  // 'loading' from 2 characters (the request waits for 3), keeping the last suggestions shown.
  if (!result) return { status: 'loading', results: last ? resultsOf(last, q) : [] }
  return { status: 'done', results: resultsOf(result, q) }
}

/** The service's suggestions, or (it failed) the local towns matching what was typed. */
function resultsOf(r: ApiResult<{ addresses: AddressSuggestion[] }>, q: string) {
  if (r.ok) return r.data.addresses
  const town = q.split(',').pop()!.trim().toLowerCase()
  return FALLBACK.filter((a) => a.text.toLowerCase().includes(town)).slice(0, 6)
}
