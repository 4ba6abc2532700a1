'use client'

import { useEffect, useState } from 'react'

import type { AcceptTermsResponse, TermsVersionResponse } from '@booking/contract'

import { AgreementText } from '@/components/quote/AgreementText'
import { SignatureField } from '@/components/quote/SignatureField'
import { ui } from '@/components/ui/ui'
import { bookingApi } from '@booking/contract'
import { failureWords } from '@/lib/api'

/**
 * "Review and sign" before a booking is paid (the wizard's payment step, a phone booking's link):
 * the terms as kept on the server, the typed-name signature, then the payment (the server refuses
 * payment until this is done).
 */
export function ReviewAndSign({
  bookingId,
  token,
  onSigned,
  className = `${ui.card} grid gap-6`,
}: {
  bookingId: number
  token: string
  onSigned: (agreement: AcceptTermsResponse['agreement']) => void
  /** The wizard shows it inside its payment card (no card of its own). */
  className?: string
}) {
  const [terms, setTerms] = useState<TermsVersionResponse | null>(null)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    void bookingApi.termsVersion().then((r) => {
      if (r.ok) setTerms(r.data)
      else setError('The agreement could not be loaded. Please refresh the page.')
    })
  }, [])

  async function sign(event: React.FormEvent) {
    event.preventDefault()
    if (name.trim().length < 2) return setError('Please type your full name to sign.')
    if (!terms) return
    setBusy(true)
    const body = { token, signatureName: name, termsHash: terms.hash }
    const res = await bookingApi.acceptTerms({ id: bookingId, body })
    if (res.ok) onSigned(res.data.agreement)
    else {
      // The terms changed since they were loaded: show the new text to read before signing.
      if (res.code === 'terms_changed') {
        const fresh = await bookingApi.termsVersion()
        if (fresh.ok) setTerms(fresh.data)
      }
      setError(failureWords(res))
    }
    setBusy(false)
  }

  return (
    <form onSubmit={sign} className={className} noValidate>
      {terms ? (
        <AgreementText title={terms.title} version={terms.version} text={terms.text} />
      ) : (
        <p role="status">Loading the agreement…</p>
      )}
      <SignatureField value={name} onChange={setName} error={error} />
      <button type="submit" className={ui.accent} disabled={busy || !terms}>
        {busy ? 'Signing…' : 'Sign and continue to payment'}
      </button>
    </form>
  )
}
