'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import type {
  ModificationChange,
  ModificationOptions,
  ModificationQuoteResponse,
  ModifyResponse,
} from '../contract'

export type Selection = Required<ModificationChange>
export type PostResult<T> = { ok: true; data: T } | { ok: false; code?: string; message: string }
/** Sends the quote or the confirmation to the manage or the staff endpoint (bookingApi calls). */
export type ModificationPost = {
  quote: (body: Record<string, unknown>) => Promise<PostResult<ModificationQuoteResponse>>
  confirm: (body: Record<string, unknown>) => Promise<PostResult<ModifyResponse>>
}

/**
 * A booking change as the customer and staff make it: the booking's current choices and what it
 * may change to, a server quote after every change (the latest answer wins), then the confirmation
 * of exactly what was quoted.
 */
export function useModificationQuote(post: ModificationPost) {
  const [options, setOptions] = useState<ModificationOptions | null>(null)
  const [selection, setSelection] = useState<Selection | null>(null)
  const [quote, setQuote] = useState<ModificationQuoteResponse | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const asked = useRef(0)

  const ask = useCallback(
    async (body: Partial<Selection>) => {
      const n = ++asked.current
      setBusy(true)
      const r = await post.quote(body)
      if (n !== asked.current) return // a later change's quote is on its way
      setBusy(false)
      if (!r.ok) {
        setQuote(null)
        return setError(r.message)
      }
      setError('')
      setQuote(r.data)
      setOptions(r.data.options)
      return r.data
    },
    [post],
  )
  /** The booking as it now is (on open, and after a confirmed change). */
  const reload = useCallback(
    () => ask({}).then((q) => q && setSelection(q.selection as Selection)),
    [ask],
  )
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reload() sets state only when its request answers; the rule cannot see past the await
    void reload()
  }, [reload])

  const change = (next: Partial<Selection>) => {
    if (!selection) return
    const merged = { ...selection, ...next }
    setSelection(merged)
    void ask(merged)
  }
  const confirm = async (): Promise<PostResult<ModifyResponse>> => {
    if (!quote || !selection) return { ok: false, message: 'Nothing to confirm yet.' }
    setBusy(true)
    const r = await post.confirm({
      ...selection,
      version: quote.version,
      expectedTotalCents: quote.newTotal.cents,
    })
    setBusy(false)
    if (!r.ok) {
      setError(r.message)
      if (r.code === 'booking_changed') void ask(selection) // show the new price to confirm again
    }
    return r
  }
  const quantityOf = (addOnId: number) =>
    selection?.addOns.find((a) => a.addOnId === addOnId)?.quantity ?? 0
  const setQuantity = (addOnId: number, quantity: number) =>
    change({
      addOns: [
        ...(selection?.addOns ?? []).filter((a) => a.addOnId !== addOnId),
        ...(quantity > 0 ? [{ addOnId, quantity }] : []),
      ],
    })
  return {
    options,
    selection,
    quote,
    error,
    busy,
    change,
    confirm,
    reload,
    quantityOf,
    setQuantity,
  }
}

/** An add-on's choices as [quantity, label]: None, then × 1 … × max (or Yes for a flat one). */
export const quantityChoices = (a: ModificationOptions['addOns'][number]): [number, string][] =>
  Array.from({ length: (a.perUnit ? a.maxQuantity : 1) + 1 }, (_, n) => [
    n,
    n === 0 ? 'None' : a.perUnit ? `× ${n}` : 'Yes',
  ])
