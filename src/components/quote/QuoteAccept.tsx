'use client'

import { useState } from 'react'

import type {
  AcceptQuoteRequest,
  AcceptQuoteResponse,
  QuoteChangedBody,
  QuoteView,
} from '@quotes/contract'

import { ErrorAlert } from '@/components/ui/ErrorAlert'
import { ui } from '@/components/ui/ui'
import { useFocusWhen } from '@/components/ui/useFocusWhen'
import { quotesApi } from '@quotes/contract'
import { failureWords } from '@/lib/api'
import { PaymentPanel } from '@/components/wizard/payment/PaymentPanel'
import { useServerToday } from '@/components/wizard/useServerToday'
import { PayNowChoice, type PayNowValue } from '@booking/payNow'
import { AgreementText } from './AgreementText'
import { SignatureField } from './SignatureField'

/**
 * Sign, choose, accept, pay: accepting signs the agreement and makes the booking on the server
 * (once, however often it is clicked); the booking's own payment panel then takes the money.
 */
export function QuoteAccept({
  quote,
  token,
  onPaid,
  onChanged,
}: {
  quote: QuoteView
  token: string
  onPaid: (bookingId: number, bookingToken: string) => void
  /** Revised since the page opened: the quote as it now is, and why the page asks again. */
  onChanged: (fresh: QuoteView, words: string) => void
}) {
  // The terms shown; a change on the server since the page opened replaces them (read again).
  const [terms, setTerms] = useState(quote.terms)
  const [name, setName] = useState('')
  // As in the wizard: in full, a deposit of at least the site's percent, or a plan (checked again
  // by the server when the payment is made).
  // A quote whose least deposit is below the card minimum is paid in full (the server agrees).
  const [payNow, setPayNow] = useState<PayNowValue>({
    paymentType: quote.fullPaymentOnly ? 'full' : 'deposit',
    amountCents: null,
    saveCard: false,
  })
  const today = useServerToday()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [accepted, setAccepted] = useState<AcceptQuoteResponse | null>(null)
  // Signed: the payment takes the place of the form, so the focus (and the view) moves to it
  // rather than leaving the visitor wherever the taller form ended.
  const payTitle = useFocusWhen<HTMLHeadingElement>(accepted)

  async function accept(event: React.FormEvent) {
    event.preventDefault()
    if (name.trim().length < 2) return setError('Please type your full name to sign.')
    setBusy(true)
    setError(null)
    const body: AcceptQuoteRequest = {
      token,
      signatureName: name,
      // The booking records full or deposit; a chosen deposit or a plan is priced at payment.
      paymentType: payNow.paymentType === 'full' ? 'full' : 'deposit',
      termsHash: terms.hash,
      // The version read: a revision since then is refused (409) and shown to read again.
      revision: quote.revision,
    }
    const r = await quotesApi.accept({ id: quote.id, body })
    if (r.ok) setAccepted(r.data)
    else {
      const fresh =
        r.code === 'quote_changed' ? (r.body as Partial<QuoteChangedBody> | undefined)?.quote : null
      if (fresh) return onChanged(fresh, failureWords(r))
      if (r.code === 'terms_changed') {
        const fresh = await quotesApi.view({ id: quote.id, query: { token } })
        if (fresh.ok) setTerms(fresh.data.terms)
      }
      setError(failureWords(r))
    }
    setBusy(false)
  }

  if (accepted)
    return (
      <section className={ui.card} aria-labelledby="pay-title">
        <h2
          id="pay-title"
          ref={payTitle}
          tabIndex={-1}
          className="mb-3 text-xl font-semibold text-stone-900 focus:outline-none"
        >
          Pay securely
        </h2>
        <p className="mb-4 text-stone-700" role="status">
          Signed by {name.trim()}. Your booking is reserved while you pay.
        </p>
        <PaymentPanel
          bookingId={accepted.bookingId}
          token={accepted.token}
          purpose="initial"
          paymentType={payNow.paymentType}
          promoCode={null}
          amountCents={payNow.paymentType === 'full' ? null : payNow.amountCents}
          saveCard={payNow.paymentType !== 'full' && payNow.saveCard}
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
      {quote.fullPaymentOnly ? (
        <p className="text-stone-800" data-testid="pay-in-full">
          This quote is paid in full: {quote.total.text}.
        </p>
      ) : (
        <PayNowChoice
          totalCents={quote.total.cents}
          eventDate={quote.eventDate}
          today={today}
          depositPercent={quote.depositPercent}
          value={payNow}
          onChange={setPayNow}
        />
      )}
      {error && name.trim() && <ErrorAlert>{error}</ErrorAlert>}
      <button type="submit" className={ui.accent} disabled={busy}>
        {busy ? 'Signing…' : 'Sign and continue to payment'}
      </button>
    </form>
  )
}
