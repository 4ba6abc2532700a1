'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import type { ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'

import { ui } from '@/components/ui/ui'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'
import { Section } from '../success/Section'
import { postManage } from './postManage'

type Refund = NonNullable<ManagedBooking['refundToday']>

/** The refund the terms give today, shown before the customer confirms; then the cancellation. */
export function CancelPanel({
  bookingId,
  token,
  refund,
  eventDate,
}: {
  bookingId: number
  token: string
  refund: Refund
  eventDate: string
}) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const cancel = async () => {
    setBusy(true)
    setError('')
    const r = await postManage(bookingId, 'cancel', { token })
    setBusy(false)
    if (r.ok) {
      setOpen(false)
      return router.refresh()
    }
    setError(r.message)
  }
  return (
    <Section title="Cancel your booking">
      <p className="text-stone-800" data-testid="refund-today">
        {`If you cancel today, ${refund.daysBefore} days before your event, our terms refund ${refund.percent}% of the ${refund.paid.text} you paid: `}
        <strong>{refund.amount.text}</strong>.
      </p>
      <p className="mt-1 text-sm text-stone-700">
        75% at 60 days or more, 50% at 30 to 59 days, nothing under 30 days (Winnipeg dates).
      </p>
      {refund.capped && (
        <p className="mt-1 text-sm text-stone-700" data-testid="refund-capped">
          {`Your booking was moved when its refund was ${refund.percent}%: a new date keeps the terms it had on the day it moved.`}
        </p>
      )}
      <button
        type="button"
        className={`${ui.secondary} mt-4`}
        onClick={() => {
          setError('')
          setOpen(true)
        }}
      >
        Cancel booking…
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel this booking and refund ${refund.amount.text}?`}
        rows={[
          ['Event', formatDateLong(eventDate)],
          ['You paid', refund.paid.text],
          [`Refund (${refund.percent}%)`, refund.amount.text],
          ['Kept under the terms', refund.kept.text],
        ]}
        confirmLabel="Yes, cancel my booking"
        busyLabel="Cancelling…"
        cancelLabel="Keep my booking"
        busy={busy}
        error={error}
        danger
        onConfirm={cancel}
      >
        <p>This frees your date and cannot be undone.</p>
      </ConfirmDialog>
    </Section>
  )
}
