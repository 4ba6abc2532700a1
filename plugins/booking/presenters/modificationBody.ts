import { type QuoteLine, withChangeFeeLine } from '../core'
import type { ModificationQuote } from '../results'

/** A quoted booking change as the manage page and the staff action show it: amounts in cents. */
export function modificationBody(m: ModificationQuote) {
  const lines = withChangeFeeLine<QuoteLine>(
    m.repriced
      ? m.repriced.totals.lines
      : ((m.booking.snapshot as { lines?: QuoteLine[] }).lines ?? []),
    m.changeFeeCents,
  )
  return {
    version: m.version,
    changed: m.changed,
    selection: m.selection,
    lines: lines.map((l) => ({ label: l.label, quantity: l.quantity, amountCents: l.amountCents })),
    oldTotalCents: m.oldTotalCents,
    newTotalCents: m.newTotalCents,
    paidCents: m.netPaidCents,
    ...m.money,
  }
}

export type ModificationBody = ReturnType<typeof modificationBody>
