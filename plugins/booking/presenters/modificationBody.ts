import { moneyOf as money } from '@kernel'
import { type QuoteLine, withChangeFeeLine } from '../core'
import type { ModificationQuote } from '../results'

/** A quoted booking change as the manage page and the staff action show it (amounts as Money). */
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
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      amount: money(l.amountCents),
    })),
    oldTotal: money(m.oldTotalCents),
    newTotal: money(m.newTotalCents),
    paid: money(m.netPaidCents),
    added: money(m.money.addedCents),
    removed: money(m.money.removedCents),
    overpaid: money(m.money.overpaidCents),
    balance: money(m.money.balanceCents),
    refund: money(m.money.refundCents),
    kept: money(m.money.keptCents),
    refundPercent: m.money.refundPercent,
    daysBefore: m.money.daysBefore,
  }
}

export type ModificationBody = ReturnType<typeof modificationBody>
