'use client'

import { useEffect, useState } from 'react'

import { api } from '@/lib/api'

export type AddressSuggestion = { id: string; text: string; description: string }
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
  const [search, setSearch] = useState<AddressSearch>({ status: 'idle', results: [] })
  const q = query.trim()
  useEffect(() => {
    if (!enabled || q.length < 2) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- 'loading' shows from 2 characters while the request waits for 3; kept as is until the API-client rework
      setSearch({ status: 'idle', results: [] })
      return
    }
    setSearch((s) => ({ ...s, status: 'loading' }))
    if (q.length < 3) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const { addresses } = await api<{ addresses: AddressSuggestion[] }>(
          `/api/address-search?query=${encodeURIComponent(q)}`,
          { signal: controller.signal },
        )
        setSearch({ status: 'done', results: addresses })
      } catch (error) {
        if (controller.signal.aborted) return
        console.warn('address search failed', error)
        const town = q.split(',').pop()!.trim().toLowerCase()
        setSearch({
          status: 'done',
          results: FALLBACK.filter((a) => a.text.toLowerCase().includes(town)).slice(0, 6),
        })
      }
    }, 300)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q, enabled])
  return search
}
