import { formatCad } from '@kernel'
import { CHANGE_FEE_LABEL } from '../../core'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import type { ModificationQuote } from '../../results'

type Named = { name: string; quantity: number }
const label = (a: Named) => (a.quantity > 1 ? `${a.name} × ${a.quantity}` : a.name)

/** What a booking change did, in words, for its history entry and the staff's e-mail. */
export function modificationNote(m: ModificationQuote, offlineRefundCents = 0): string {
  const snap = m.booking.snapshot as BookingSnapshot
  const parts: string[] = []
  if (m.repriced && m.repriced.q.pkg.id !== snap.package.id)
    parts.push(`Package: ${snap.package.name} → ${m.repriced.q.pkg.name}`)
  if (m.backdrop && m.backdrop.id !== snap.backdrop.id)
    parts.push(`Backdrop: ${snap.backdrop.name} → ${m.backdrop.name}`)
  if (m.repriced) {
    const before = snap.addOns.map((a) => label(a)).join(', ') || 'none'
    const after =
      m.repriced.q.quote.lines
        .filter((l) => l.kind === 'addon')
        .map((l) => label({ name: l.label, quantity: l.quantity }))
        .join(', ') || 'none'
    if (before !== after) parts.push(`Add-ons: ${before} → ${after}`)
  }
  const { money } = m
  parts.push(`Total ${formatCad(m.oldTotalCents)} → ${formatCad(m.newTotalCents)}`)
  if (money.balanceCents > 0) parts.push(`balance ${formatCad(money.balanceCents)}`)
  if (money.refundCents > 0)
    parts.push(
      `refund ${formatCad(money.refundCents)} (${money.refundPercent}% of ${formatCad(money.overpaidCents)} paid above the new price, ${money.daysBefore} days before)`,
    )
  if (money.keptCents > 0)
    parts.push(`${CHANGE_FEE_LABEL} ${formatCad(money.keptCents)} kept by the terms`)
  if (offlineRefundCents > 0)
    parts.push(`${formatCad(offlineRefundCents)} to return by cash or e-transfer`)
  return parts.join('; ')
}
