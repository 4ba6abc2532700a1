'use client'

import { useState } from 'react'

import type { DeclineQuoteRequest, QuoteView } from '@quotes/contract'

import { ErrorAlert } from '@/components/ui/ErrorAlert'
import { ui } from '@/components/ui/ui'
import { useFocusWhen } from '@/components/ui/useFocusWhen'
import { quotesApi } from '@quotes/contract'
import { failureWords } from '@/lib/api'

/**
 * "Decline this quote", confirmed first with what it changes (the held booth is let go, the
 * business is told). Declined on the server only; the page then shows the declined quote.
 */
export function QuoteDecline({
  quote,
  token,
  onDeclined,
}: {
  quote: QuoteView
  token: string
  onDeclined: () => void
}) {
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const title = useFocusWhen<HTMLHeadingElement>(asking)

  async function decline() {
    setBusy(true)
    setError(null)
    const body: DeclineQuoteRequest = { token, reason: reason.trim() || undefined }
    const r = await quotesApi.decline({ id: quote.id, body })
    if (r.ok) return onDeclined()
    setError(failureWords(r))
    setBusy(false)
  }

  if (!asking)
    return (
      <section className={ui.card} aria-labelledby="decline-title">
        <h2 id="decline-title" className="text-lg font-semibold text-stone-900">
          Not going ahead?
        </h2>
        <p className="mt-1 text-stone-700">You can decline this quote and we will close it.</p>
        <button type="button" className={`${ui.secondary} mt-4`} onClick={() => setAsking(true)}>
          Decline this quote
        </button>
      </section>
    )
  return (
    <section className={`${ui.card} grid gap-4`} aria-labelledby="decline-confirm">
      <h2
        id="decline-confirm"
        ref={title}
        tabIndex={-1}
        className="text-lg font-semibold text-stone-900 focus:outline-none"
      >
        Decline quote {quote.number}?
      </h2>
      <ul className="list-disc pl-5 text-stone-700">
        {quote.holdBooth && (
          <li>The booth we are holding for you on {quote.eventDateLabel} is released to others.</li>
        )}
        <li>We let {quote.businessName} know, so they stop expecting your answer.</li>
        <li>You cannot accept this quote afterwards, but you can ask for a new one.</li>
      </ul>
      <div>
        <label htmlFor="decline-reason" className={ui.label}>
          Why not? (optional)
        </label>
        <textarea
          id="decline-reason"
          className={ui.input}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={ui.primary} disabled={busy} onClick={decline}>
          {busy ? 'Declining…' : 'Yes, decline the quote'}
        </button>
        <button
          type="button"
          className={ui.secondary}
          disabled={busy}
          onClick={() => setAsking(false)}
        >
          Keep the quote
        </button>
      </div>
    </section>
  )
}
