'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useState } from 'react'

import type { ManagedBooking } from '@booking/presenters/managedBooking'
import { formatDateLong } from '@booking/core/format'
import { modificationSummary } from '@booking/ui/modificationSummary'
import { useModificationQuote, type ModificationPost } from '@booking/ui/useModificationQuote'

import { ui } from '@/components/ui/ui'
import { Pairs, Section } from '../success/Section'
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
  const post = useCallback<ModificationPost>(
    (step, body) =>
      postManage(bookingId, step === 'quote' ? 'modify/quote' : 'modify', { token, ...body }),
    [bookingId, token],
  )
  const m = useModificationQuote(post)
  const { options, selection, quote } = m
  const summary = quote?.changed ? modificationSummary(quote, 'customer') : null
  const confirm = async () => {
    const r = await m.confirm()
    if (!r.ok) return setDone('')
    setDone(
      r.data.refundCents > 0
        ? 'Your booking is updated and the refund is on its way.'
        : 'Your booking is updated. We emailed you the new details.',
    )
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
        <div className="mt-3 grid gap-4">
          <div>
            <label htmlFor="modify-package" className={ui.label}>
              Package
            </label>
            <select
              id="modify-package"
              className={ui.input}
              value={selection.packageId}
              onChange={(e) => m.change({ packageId: Number(e.target.value) })}
            >
              {options.packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="modify-backdrop" className={ui.label}>
              Backdrop
            </label>
            <select
              id="modify-backdrop"
              className={ui.input}
              value={selection.backdropId ?? ''}
              onChange={(e) => m.change({ backdropId: Number(e.target.value) })}
            >
              {options.backdrops.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-3">
            <legend className={`${ui.label} mb-1`}>Add-ons</legend>
            {options.addOns.map((a) => (
              <div key={a.id} className="grid grid-cols-[1fr_8.5rem] items-center gap-3">
                <label htmlFor={`modify-addon-${a.id}`} className="text-stone-800">
                  {a.name}
                  {a.leadTimeDays > 0 ? (
                    <span className="block text-sm text-stone-600">
                      Needs {a.leadTimeDays} days’ notice
                    </span>
                  ) : null}
                </label>
                <select
                  id={`modify-addon-${a.id}`}
                  className={ui.input}
                  value={m.quantityOf(a.id)}
                  onChange={(e) => m.setQuantity(a.id, Number(e.target.value))}
                >
                  {Array.from({ length: (a.perUnit ? a.maxQuantity : 1) + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n === 0 ? 'None' : a.perUnit ? `× ${n}` : 'Yes'}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        </div>
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
        onClick={confirm}
      >
        {m.busy ? 'Working…' : 'Confirm the change'}
      </button>
    </Section>
  )
}
