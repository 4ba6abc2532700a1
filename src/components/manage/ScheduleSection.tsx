'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { cardLabel, type ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'
import { postManage } from './postManage'

const STATUS: Record<string, string> = {
  scheduled: 'Scheduled',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

/**
 * The payment schedule (issue 35): each part's date, amount and status, the card on file, "Pay
 * now" for an open part, "Update card" and the switch that turns automatic payments off.
 */
export function ScheduleSection({ view, token }: { view: ManagedBooking; token: string }) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const b = view.booking
  if (b.paymentSchedule.length < 2 && !b.cardOnFile) return null
  const link = (cents: number, save = false) =>
    `/booking/balance?booking_id=${b.id}&token=${encodeURIComponent(token)}&amount=${cents}${save ? '&save=1' : ''}`
  const open = b.paymentSchedule.find((p) => p.status === 'scheduled' || p.status === 'failed')
  // A part paid in part asks only for what is left of it.
  const left = view.payNow ?? open?.amount ?? null
  const turnOff = async () => {
    setBusy(true)
    const r = await postManage(b.id, 'autopay', { token, on: false })
    setBusy(false)
    setConfirming(false)
    if (!r.ok) return setError(r.message)
    router.refresh()
  }
  return (
    <Section title="Payment schedule">
      {/* A list, not a table: at 390 px the columns collided ("$123.88Paid", issue 49). */}
      <ol className="grid text-stone-800" data-testid="payment-schedule" aria-label="Payments due">
        {b.paymentSchedule.map((p, i) => (
          <li
            key={`${p.dueDate}-${i}`}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-stone-200 py-2 first:border-t-0"
          >
            <span>{formatDateLong(p.dueDate)}</span>
            <span className="flex gap-3">
              <span className="font-medium tabular-nums">{p.amount.text}</span>
              <span className={p.status === 'failed' ? 'font-semibold text-red-800' : ''}>
                {STATUS[p.status] ?? p.status}
                {p === open && left && left.cents < p.amount.cents ? ` (${left.text} left)` : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {open && left && view.canPayBalance ? (
        <a
          href={link(left.cents)}
          className={`${ui.accent} mt-3 w-full sm:w-auto`}
          data-testid="pay-next-part"
        >
          Pay now: {left.text} due {formatDateLong(open.dueDate)}
        </a>
      ) : null}
      <p className="mt-3 text-stone-800" data-testid="card-on-file">
        {b.cardOnFile
          ? `Card on file: ${cardLabel(b.cardOnFile)}. Automatic payments are ${b.autopay ? 'on' : 'off'}.`
          : 'No card on file: pay each part from this page or the emailed link.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {open && left && view.canPayBalance ? (
          <a href={link(left.cents, true)} className={ui.secondary}>
            Update card
          </a>
        ) : null}
        {b.autopay && !confirming ? (
          <button type="button" className={ui.secondary} onClick={() => setConfirming(true)}>
            Turn off automatic payments…
          </button>
        ) : null}
      </div>
      {b.autopay && confirming ? (
        <div
          role="group"
          aria-labelledby="autopay-off-title"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-stone-900"
          data-testid="autopay-off-confirm"
        >
          <p id="autopay-off-title" className="font-semibold">
            Turn off automatic payments?
          </p>
          <p className="mt-1">
            {b.cardOnFile
              ? `Your ${cardLabel(b.cardOnFile)} will not be charged on the due dates.`
              : 'Your card will not be charged on the due dates.'}{' '}
            {open && left
              ? `You will pay each part yourself from this page or the emailed link, starting with ${left.text} due ${formatDateLong(open.dueDate)}.`
              : ''}{' '}
            You can turn them on again with “Update card”.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={ui.primary}
              onClick={turnOff}
              disabled={busy}
              autoFocus
            >
              Yes, turn them off
            </button>
            <button type="button" className={ui.secondary} onClick={() => setConfirming(false)}>
              Keep them on
            </button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          {error}
        </p>
      ) : null}
    </Section>
  )
}
