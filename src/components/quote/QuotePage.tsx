'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import type { QuoteView } from '@quotes/contract'

import { StatusCard } from '@/components/ui/StatusCard'
import { useFocusWhen } from '@/components/ui/useFocusWhen'
import { ui } from '@/components/ui/ui'
import { quotesApi } from '@quotes/contract'
import { QuoteAccept } from './QuoteAccept'
import { QuoteClosed } from './QuoteClosed'
import { QuoteDecline } from './QuoteDecline'
import { QuoteSummary } from './QuoteSummary'

type Loaded = { kind: 'loading' } | { kind: 'ready'; quote: QuoteView } | { kind: 'error' }

/** /quote/<id>?token=…: the customer reads the quote, signs the agreement, chooses and pays. */
export function QuotePage({ id }: { id: number }) {
  const router = useRouter()
  const token = useSearchParams().get('token') ?? ''
  const linkBroken = !token || !(id > 0)
  const [loaded, setState] = useState<Loaded>({ kind: 'loading' })
  const [declined, setDeclined] = useState(false)
  // The quote was revised while this page was open: the new version is shown, to sign again.
  const [changed, setChanged] = useState<string | null>(null)
  const changedNotice = useFocusWhen<HTMLDivElement>(changed)
  const state: Loaded = linkBroken ? { kind: 'error' } : loaded
  // Always the latest revision: read again after the customer declines.
  const load = useCallback(
    () =>
      quotesApi.view({ id, query: { token } }).then((r) => {
        if (r.ok) return setState({ kind: 'ready', quote: r.data })
        if (!r.status) console.warn('quote load failed', r)
        setState({ kind: 'error' })
      }),
    [id, token],
  )
  useEffect(() => {
    if (!linkBroken) void load()
  }, [load, linkBroken])

  if (state.kind === 'loading') return <StatusCard title="Loading your quote…" busy />
  if (state.kind === 'error')
    return (
      <StatusCard
        title="We couldn't open this quote"
        body="The link may be incomplete. Please use the link in your email, or ask us for a new quote."
      />
    )
  const q = state.quote
  const pdf = `/api/quotes/${q.id}/pdf?token=${encodeURIComponent(token)}`
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">Quote {q.number}</h1>
        <p className="mt-2 text-stone-700">Prepared for {q.customerName}</p>
        {q.updatedOnLabel && (
          <p className="mt-1 text-stone-700" data-testid="quote-updated">
            Updated {q.updatedOnLabel} (revision {q.revision})
          </p>
        )}
        <p className="mt-2">
          <a href={pdf} className={ui.link} download>
            Download quote (PDF)
          </a>
        </p>
      </header>
      {changed && (
        <div
          ref={changedNotice}
          tabIndex={-1}
          role="alert"
          data-testid="quote-changed"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900 focus:outline-none"
        >
          {changed}
        </div>
      )}
      <QuoteSummary q={q} />
      {q.status === 'open' ? (
        <>
          <QuoteAccept
            // A new revision starts the signature again: the customer signs what they now read.
            key={q.revision}
            quote={q}
            token={token}
            onChanged={(fresh, words) => {
              setState({ kind: 'ready', quote: fresh })
              setChanged(words)
            }}
            onPaid={(bookingId, bookingToken) =>
              router.push(
                `/booking-success?booking_id=${bookingId}&token=${encodeURIComponent(bookingToken)}`,
              )
            }
          />
          <QuoteDecline
            quote={q}
            token={token}
            onDeclined={() => {
              setDeclined(true)
              void load()
            }}
          />
        </>
      ) : (
        <QuoteClosed quote={q} token={token} focus={declined} />
      )}
    </div>
  )
}
