'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { apiRequest } from '@api-client'
import { formatCad } from '@kernel'
import { inputStyle, labelStyle, stack } from '@admin-kit/formStyles'
import { ownSubmit } from './ownSubmit'
import { dollarsToCents, postAction } from './postAction'

type Terms = {
  daysBefore: number
  refundPercent: number
  refundCents: number
  netPaidCents: number
}

/** Shows the refund the terms give today; staff may override it with a reason. */
export function CancelForm({
  bookingId,
  offlinePaidCents = 0,
  onDone,
}: {
  bookingId: number | string
  /** Cash and e-transfer received: no gateway can send that back. */
  offlinePaidCents?: number
  onDone: () => void
}) {
  const [terms, setTerms] = useState<Terms | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [override, setOverride] = useState(false)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    void apiRequest<Terms>(`/api/bookings/${bookingId}/cancellation`).then((r) => {
      if (r.ok) setTerms(r.data)
      // The server's refusal names why; no readable answer is a failed load.
      else setError(r.body ? r.message : 'Could not load the cancellation terms')
    })
  }, [bookingId])
  if (error) return <p role="alert">{error}</p>
  if (!terms) return <p>Loading the cancellation terms…</p>
  const cents = override ? dollarsToCents(amount) : terms.refundCents
  const valid =
    cents !== null && cents <= terms.netPaidCents && (!override || reason.trim().length >= 3)
  return (
    <form
      style={stack}
      onSubmit={ownSubmit(async () => {
        if (!valid) return
        setBusy(true)
        const body = override ? { refundCents: cents, reason } : {}
        const ok = await postAction(
          `/bookings/${bookingId}/cancel`,
          body,
          `Booking cancelled; ${formatCad(cents ?? 0)} refunded`,
        )
        setBusy(false)
        if (ok) onDone()
      })}
    >
      <p data-testid="policy-refund">
        Paid {formatCad(terms.netPaidCents)}. At {terms.daysBefore} days’ notice the terms give{' '}
        <strong>
          {terms.refundPercent}% = {formatCad(terms.refundCents)}
        </strong>
        .
      </p>
      {offlinePaidCents > 0 && (cents ?? 0) > 0 ? (
        <p data-testid="offline-refund-note" role="note">
          {formatCad(offlinePaidCents)} of this was paid by cash or e-transfer: return that part of
          the refund to the customer yourself. The booking records it as refunded.
        </p>
      ) : null}
      <label style={{ ...labelStyle, display: 'flex', gap: 8, alignItems: 'center' }}>
        <input checked={override} onChange={(e) => setOverride(e.target.checked)} type="checkbox" />
        Override the refund
      </label>
      {override ? (
        <>
          <label style={labelStyle}>
            Refund (CAD, at most {formatCad(terms.netPaidCents)})
            <input
              inputMode="decimal"
              style={inputStyle}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </label>
          <label style={labelStyle}>
            Reason (required)
            <input
              style={inputStyle}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={500}
            />
          </label>
        </>
      ) : null}
      <Button buttonStyle="primary" disabled={busy || !valid} type="submit">
        {busy ? 'Cancelling…' : `Cancel booking and refund ${formatCad(cents ?? 0)}`}
      </Button>
    </form>
  )
}
