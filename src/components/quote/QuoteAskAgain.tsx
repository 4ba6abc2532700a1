'use client'

import { useState } from 'react'

import type { AskAgainRequest, AskAgainResponse } from '@quotes/contract'

import { ErrorAlert } from '@/components/ui/ErrorAlert'
import { ui } from '@/components/ui/ui'
import { useFocusWhen } from '@/components/ui/useFocusWhen'
import { quotesApi } from '@quotes/contract'
import { failureWords } from '@/lib/api'

/**
 * "Ask for a new quote": a note (optional) sent to the business, who reply by email. The page
 * says it was asked only once the server has recorded it on the customer's lead.
 */
export function QuoteAskAgain({ id, token }: { id: number; token: string }) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [asked, setAsked] = useState<AskAgainResponse | null>(null)
  const done = useFocusWhen<HTMLParagraphElement>(asked)

  async function ask(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const body: AskAgainRequest = { token, message: message.trim() || undefined }
    const r = await quotesApi.askAgain({ id, body })
    if (r.ok) setAsked(r.data)
    else setError(failureWords(r))
    setBusy(false)
  }

  if (asked)
    return (
      <p
        ref={done}
        tabIndex={-1}
        role="status"
        className="mt-4 rounded-xl bg-emerald-50 p-3 text-emerald-900 ring-1 ring-emerald-200 focus:outline-none"
      >
        We&apos;ve asked {asked.businessName} for a new quote; they&apos;ll reply to {asked.email}.
      </p>
    )
  return (
    <form onSubmit={ask} className="mt-4 grid gap-3" noValidate>
      <div>
        <label htmlFor="ask-message" className={ui.label}>
          Anything to change? (optional)
        </label>
        <textarea
          id="ask-message"
          className={ui.input}
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" className={ui.primary} disabled={busy}>
        {busy ? 'Asking…' : 'Ask for a new quote'}
      </button>
    </form>
  )
}
