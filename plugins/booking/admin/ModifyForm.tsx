'use client'

import { Button } from '@payloadcms/ui'
import { useMemo } from 'react'

import { bookingStaffApi } from '../contract'
import { modificationSummary } from '../ui/modificationSummary'
import {
  quantityChoices,
  useModificationQuote,
  type ModificationPost,
} from '../ui/useModificationQuote'
import { flashChange } from './flashChange'
import { LabeledSelect } from '@admin-kit/LabeledSelect'
import { ModifyQuoteSummary } from './ModifyQuoteSummary'
import { ownSubmit } from './ownSubmit'

/**
 * Change the package, backdrop or add-ons of a booking (staff, at any time): the server's quote
 * with the new total, what was paid and the new balance or refund, then the change. Self-contained
 * (a booking id and a callback), so any booking screen can show it.
 */
export function ModifyForm({
  bookingId,
  onDone,
}: {
  bookingId: number | string
  onDone: () => void
}) {
  // Staff calls; the server's message on failure (it names the field).
  const post = useMemo<ModificationPost>(
    () => ({
      quote: (body) => bookingStaffApi.modificationQuote({ id: bookingId, body }),
      confirm: (body) => bookingStaffApi.modify({ id: bookingId, body }),
    }),
    [bookingId],
  )
  const m = useModificationQuote(post)
  const { options, selection, quote } = m
  const summary = quote?.changed ? modificationSummary(quote, 'staff') : null
  if (!options || !selection)
    return <p role="status">{m.error || 'Loading the booking’s options…'}</p>
  return (
    <form
      style={{ display: 'grid', gap: 4, maxWidth: 520 }}
      onSubmit={ownSubmit(async () => {
        const r = await m.confirm()
        if (!r.ok) return
        flashChange(
          r.data.refund.cents > 0 ? 'Booking changed; refund sent' : 'Booking changed',
          r.data,
        )
        onDone()
      })}
    >
      <LabeledSelect
        label="Package"
        value={String(selection.packageId)}
        options={options.packages.map((p): [string, string] => [String(p.id), p.name])}
        onChange={(e) => m.change({ packageId: Number(e.target.value) })}
      />
      <LabeledSelect
        label="Backdrop"
        value={String(selection.backdropId ?? '')}
        options={options.backdrops.map((d): [string, string] => [String(d.id), d.name])}
        onChange={(e) => m.change({ backdropId: Number(e.target.value) })}
      />
      {options.addOns.map((a) => (
        <LabeledSelect
          key={a.id}
          label={a.leadTimeDays > 0 ? `${a.name} (needs ${a.leadTimeDays} days’ notice)` : a.name}
          value={String(m.quantityOf(a.id))}
          options={quantityChoices(a).map(([n, text]): [string, string] => [String(n), text])}
          onChange={(e) => m.setQuantity(a.id, Number(e.target.value))}
        />
      ))}
      <ModifyQuoteSummary summary={summary} />
      {m.error ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {m.error}
        </p>
      ) : null}
      <Button buttonStyle="primary" disabled={!summary || m.busy} type="submit">
        {m.busy ? 'Working…' : 'Change booking'}
      </Button>
    </form>
  )
}
