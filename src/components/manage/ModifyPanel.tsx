'use client'

import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'

import type { ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'
import { changeCostsMoney, customerChangeOutcome, modificationSummary } from '@booking/rules'
import { useModificationQuote, type ModificationPost } from '@booking/react'
import { ui } from '@/components/ui/ui'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'
import { Pairs, Section } from '../success/Section'
import { ModifyChoices } from './ModifyChoices'
import { postManage } from './postManage'

/** Change the package, backdrop or add-ons: the server's quote first, then the confirmation. */
export function ModifyPanel({ view, token }: { view: ManagedBooking; token: string }) {
  const b = view.booking
  if (!view.modify.allowed)
    return (
      <Section title="Change your package, backdrop or add-ons">
        <p className="text-stone-800" data-testid="modify-closed">
          Changes online closed on {formatDateLong(view.modify.until)}, 7 days before your event.
          Please call us at <strong>{view.phone}</strong> and we will do our best to help.
        </p>
      </Section>
    )
  return <ModifyForm bookingId={b.id} token={token} until={view.modify.until} />
}

function ModifyForm({
  bookingId,
  token,
  until,
}: {
  bookingId: number
  token: string
  until: string
}) {
  const router = useRouter()
  const [done, setDone] = useState('')
  const [confirming, setConfirming] = useState(false)
  const post = useMemo<ModificationPost>(
    () => ({
      quote: (body) => postManage(bookingId, 'modify/quote', { token, ...body }),
      confirm: (body) => postManage(bookingId, 'modify', { token, ...body }),
    }),
    [bookingId, token],
  )
  const m = useModificationQuote(post)
  const { options, selection, quote } = m
  const summary = quote?.changed ? modificationSummary(quote, 'customer') : null
  const confirm = async () => {
    const r = await m.confirm()
    setConfirming(false)
    if (!r.ok) return setDone('')
    // "We emailed you" only when the mail server took it (the delivery status says so).
    setDone(customerChangeOutcome(r.data.delivery, r.data.refund.cents > 0))
    router.refresh()
    void m.reload()
  }
  return (
    <Section title="Change your package, backdrop or add-ons">
      <p className="text-stone-800">
        Change what you booked until {formatDateLong(until)}. You see the new price before anything
        changes.
      </p>
      {!options || !selection ? (
        <p className="mt-3 text-sm text-stone-700" role="status">
          {m.error || 'Loading your options…'}
        </p>
      ) : (
        <ModifyChoices m={m} options={options} selection={selection} />
      )}
      <div role="status" aria-live="polite" className="mt-4" data-testid="modify-quote">
        {summary && quote && (
          <div className="rounded-xl border border-amber-300 bg-amber-50 p-4">
            <Pairs rows={summary.rows} />
            <p className="mt-2 text-sm text-stone-800">{summary.sentence}</p>
          </div>
        )}
        {done && <p className="font-medium text-stone-900">{done}</p>}
      </div>
      {m.error && options && (
        <p role="alert" className={ui.error}>
          {m.error}
        </p>
      )}
      <button
        type="button"
        className={`${ui.primary} mt-4 w-full sm:w-auto`}
        disabled={!summary || m.busy}
        // A change that costs money is confirmed once more, with what it costs.
        onClick={() => (quote && changeCostsMoney(quote) ? setConfirming(true) : confirm())}
      >
        {m.busy ? 'Working…' : 'Confirm the change'}
      </button>
      {summary && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Change your booking?"
          rows={summary.rows}
          confirmLabel="Yes, change my booking"
          busyLabel="Changing…"
          cancelLabel="Keep it as it is"
          busy={m.busy}
          error={m.error}
          onConfirm={confirm}
        >
          <p>{summary.sentence}</p>
        </ConfirmDialog>
      )}
    </Section>
  )
}
