'use client'

import { useState } from 'react'

import { bookingApi, type PublicBooking } from '@booking/contract'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'

type Addendum = PublicBooking['addenda'][number]

/**
 * A change after signing (price, date, schedule) as a numbered addendum (issue 49): what it
 * changes, its PDF, and, until accepted, the name typed again to accept it. The signed agreement
 * itself never changes.
 */
export function AddendaSection({
  bookingId,
  token,
  addenda,
}: {
  bookingId: number
  token: string
  addenda: Addendum[]
}) {
  const pending = addenda.filter((a) => !a.acceptedAt)
  if (!pending.length) return null
  return (
    <Section title="Changes to your agreement">
      <div className="grid gap-5" data-testid="addenda">
        {pending.map((a) => (
          <AcceptAddendum key={a.number} bookingId={bookingId} token={token} addendum={a} />
        ))}
      </div>
    </Section>
  )
}

function AcceptAddendum({
  bookingId,
  token,
  addendum,
}: {
  bookingId: number
  token: string
  addendum: Addendum
}) {
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [accepted, setAccepted] = useState<Addendum | null>(null)
  const id = `addendum-${addendum.number}`
  const pdf = `/api/bookings/${bookingId}/agreement?token=${encodeURIComponent(token)}&addendum=${addendum.number}`
  if (accepted)
    return (
      <p role="status" className="text-stone-800" data-testid="addendum-accepted">
        Thank you: addendum {accepted.number} is accepted, signed by {accepted.acceptedName}.{' '}
        <a href={pdf} className={ui.link}>
          Addendum {accepted.number} (PDF)
        </a>
      </p>
    )
  const accept = async (e: React.FormEvent) => {
    e.preventDefault()
    if (name.trim().length < 2) return setError('Type your full name to accept.')
    setBusy(true)
    setError('')
    const r = await bookingApi.acceptAddendum({
      id: bookingId,
      body: { token, number: addendum.number, signatureName: name },
    })
    setBusy(false)
    if (r.ok) return setAccepted(r.data.addendum)
    setError(r.message)
  }
  return (
    <form onSubmit={accept} className="grid gap-3 text-stone-800" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        Addendum {addendum.number}: awaiting your acceptance
      </h3>
      <p>Your booking changed after you signed. This addendum records the new terms:</p>
      <ul className="list-disc pl-5" data-testid="addendum-changes">
        {addendum.changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p>
        <a href={pdf} className={ui.link}>
          Read addendum {addendum.number} (PDF)
        </a>
        . Everything else in your signed agreement stays as it is.
      </p>
      <label htmlFor={`${id}-name`} className={ui.label}>
        Type your full name to accept
      </label>
      <input
        id={`${id}-name`}
        autoComplete="name"
        className={ui.input}
        value={name}
        maxLength={120}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
      <button type="submit" className={`${ui.primary} w-full sm:w-auto`} disabled={busy}>
        {busy ? 'Accepting…' : 'Accept the addendum'}
      </button>
    </form>
  )
}
