'use client'

import { useState } from 'react'
import { toast } from '@/lib/toast'

import { bookingApi } from '@booking/contract'
import { msg } from '../messages'
import type { QuoteRequest } from '@booking/contract'
import { ui } from '@/components/ui/ui'

type Props = {
  input: QuoteRequest
  applied: string | null
  onApply: (code: string) => void
  onRemove: () => void
}

/** One promo code, checked by the server's quote (never a table in the browser). */
export function PromoCodeBox({ input, applied, onApply, onRemove }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  const apply = async () => {
    const normalized = code.trim().toUpperCase()
    if (!normalized) return setError(msg.promoEmpty)
    setChecking(true)
    setError(null)
    const r = await bookingApi.quote({ body: { ...input, promoCode: normalized } })
    setChecking(false)
    if (!r.ok) return setError(r.status === 422 ? r.message : msg.promoError)
    onApply(normalized)
    setCode('')
    toast.success(msg.promoApplied, {
      description: msg.promoSaved(r.data.discountAmount),
      id: 'promo',
    })
  }

  if (applied)
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-200"
        data-testid="promo-applied"
      >
        <p className="font-medium text-emerald-900">Promo code {applied} applied</p>
        <button type="button" className={`${ui.link} min-h-11 px-2`} onClick={onRemove}>
          Remove
        </button>
      </div>
    )
  return (
    <div>
      <label htmlFor="promo-code" className={ui.label}>
        Promo code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="promo-code"
          className={`${ui.input} mt-0 uppercase`}
          value={code}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-error' : undefined}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              apply()
            }
          }}
        />
        <button
          type="button"
          className={`${ui.secondary} shrink-0`}
          onClick={apply}
          disabled={checking}
        >
          {checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="promo-error" className={ui.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
