'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { formatCad } from '@kernel'
import { labelStyle, stack } from '@admin-kit/formStyles'
import { ownSubmit } from './ownSubmit'
import { bookingStaffApi } from '../contract'
import { flashChange } from './flashChange'
import { dollarsToCents, postActionData } from './postAction'
import { RefundOverrideFields } from './RefundOverrideFields'
import { useCancellationTerms } from './useCancellationTerms'

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
  const { terms, error } = useCancellationTerms(bookingId)
  const [override, setOverride] = useState(false)
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  if (error) return <p role="alert">{error}</p>
  if (!terms) return <p>Loading the cancellation terms…</p>
  const cents = override ? dollarsToCents(amount) : terms.refund.cents
  const valid =
    cents !== null && cents <= terms.netPaid.cents && (!override || reason.trim().length >= 3)
  return (
    <form
      style={stack}
      onSubmit={ownSubmit(async () => {
        if (!valid) return
        setBusy(true)
        const body = override ? { refundCents: cents, reason } : {}
        const r = await postActionData(bookingStaffApi.cancel({ id: bookingId, body }))
        setBusy(false)
        if (!r) return
        flashChange(`Booking cancelled; ${formatCad(cents ?? 0)} refunded`, r)
        onDone()
      })}
    >
      <p data-testid="policy-refund">
        Paid {terms.netPaid.text}. At {terms.daysBefore} days’ notice the terms give{' '}
        <strong>
          {terms.refundPercent}% = {terms.refund.text}
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
        <RefundOverrideFields
          maxCents={terms.netPaid.cents}
          amount={amount}
          setAmount={setAmount}
          reason={reason}
          setReason={setReason}
        />
      ) : null}
      <Button buttonStyle="primary" disabled={busy || !valid} type="submit">
        {busy ? 'Cancelling…' : `Cancel booking and refund ${formatCad(cents ?? 0)}`}
      </Button>
    </form>
  )
}
