'use client'

import { useState } from 'react'

import type { AcceptQuoteRequest, AcceptQuoteResponse, QuoteView } from '@quotes/contract'

import { ui } from '@/components/ui/ui'
import { api, ApiError } from '@/lib/api'
import { PaymentPanel } from '@/components/wizard/payment/PaymentPanel'
import { AgreementText } from './AgreementText'
import { PayNowChoice, type PayNow } from './PayNowChoice'
import { SignatureField } from './SignatureField'

/**
 * Sign, choose, accept, pay: accepting signs the agreement and makes the booking on the server
 * (once, however often it is clicked); the booking's own payment panel then takes the money.
 */
export function QuoteAccept({
  quote,
  token,
  onPaid,
}: {
  quote: QuoteView
  token: string
  onPaid: (bookingId: number, bookingToken: string) => void
}) {
  // The terms shown; a change on the server since the page opened replaces them (read again).
  const [terms, setTerms] = useState(quote.terms)
  const [name, setName] = useState('')
  const [payNow, setPayNow] = useState<PayNow>('deposit')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [accepted, setAccepted] = useState<AcceptQuoteResponse | null>(null)

  async function accept(event: React.FormEvent) {
    event.preventDefault()
    if (name.trim().length < 2) return setError('Please type your full name to sign.')
    setBusy(true)
    setError(null)
    try {
      const body: AcceptQuoteRequest = {
        token,
        signatureName: name,
        paymentType: payNow,
        termsHash: terms.hash,
      }
      setAccepted(await api<AcceptQuoteResponse>(`/api/quotes/${quote.id}/accept`, { body }))
    } catch (e) {
      if (e instanceof ApiError && e.code === 'terms_changed')
        await api<QuoteView>(`/api/quotes/${quote.id}?token=${encodeURIComponent(token)}`)
          .then((fresh) => setTerms(fresh.terms))
          .catch(() => undefined)
      setError(e instanceof ApiError ? e.serverMessage : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  if (accepted)
    return (
      <section className={ui.card} aria-labelledby="pay-title">
        <h2 id="pay-title" className="mb-3 text-xl font-semibold text-stone-900">
          Pay securely
        </h2>
        <p className="mb-4 text-stone-700" role="status">
          Signed by {name.trim()}. Your booking is reserved while you pay.
        </p>
        <PaymentPanel
          bookingId={accepted.bookingId}
          token={accepted.token}
          purpose="initial"
          paymentType={payNow}
          promoCode={null}
          termsAccepted
          onPaid={() => onPaid(accepted.bookingId, accepted.token)}
          onSlotLost={() => onPaid(accepted.bookingId, accepted.token)}
        />
      </section>
    )
  return (
    <form onSubmit={accept} className={`${ui.card} grid gap-6`} noValidate>
      <AgreementText title={terms.title} version={terms.version} text={terms.text} />
      <SignatureField
        value={name}
        onChange={setName}
        error={error && !name.trim() ? error : null}
      />
      <PayNowChoice
        totalCents={quote.totalCents}
        depositCents={quote.depositCents}
        value={payNow}
        onChange={setPayNow}
      />
      {error && name.trim() && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      <button type="submit" className={ui.accent} disabled={busy}>
        {busy ? 'Signing…' : 'Sign and continue to payment'}
      </button>
    </form>
  )
}
