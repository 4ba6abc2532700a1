import { isPendingPayment, withChangeFeeLine } from '../../core'
import type { Booking } from '../../types'
import {
  backdropSnapshot,
  bookingSnapshot,
  type BookingSnapshot,
} from '../../presenters/bookingSnapshot'
import type { Actor } from '../../results'
import { withHistory } from '../records/historyEntry'
import { modificationNote } from './modificationNote'
import type { ModificationQuote } from '../../results'

/** The booking's new fields after a change: selection, prices, time, booths, snapshot, history. */
export function modificationUpdate(args: {
  m: ModificationQuote
  booking: Booking
  booths: Booking['booths']
  actor: Actor
  now: Date
  offlineRefundCents: number
}): Partial<Booking> {
  const { m, booking, booths, actor, now, offlineRefundCents } = args
  const snap = booking.snapshot as BookingSnapshot
  const pending = isPendingPayment(booking.status)
  const fee = m.changeFeeCents
  const data: Partial<Booking> = {
    backdrop: m.backdrop?.id ?? booking.backdrop,
    changeFeeCents: fee,
    totalCents: m.newTotalCents,
    refundedCents: (booking.refundedCents ?? 0) + m.money.refundCents,
    // Unpaid: what is left after the payment step's amount; paid: what is left to pay.
    remainingBalanceCents: m.money.balanceCents,
    history: withHistory(booking, {
      actor,
      now,
      action: 'Booking changed',
      // Money that moved (a refund) only: the new total is in the note, "Total $A → $B".
      ...(m.money.refundCents > 0 ? { amountCents: m.money.refundCents } : {}),
      note: modificationNote(m, offlineRefundCents),
    }),
  }
  if (!m.repriced)
    return {
      ...data,
      snapshot: {
        ...snap,
        backdrop: backdropSnapshot(m.backdrop!),
        lines: withChangeFeeLine(snap.lines, fee),
      },
    }
  const { q, totals } = m.repriced
  return {
    ...data,
    package: q.pkg.id,
    addOns: q.quote.lines
      .filter((l) => l.kind === 'addon')
      .map((l) => ({
        addOn: l.addOnId,
        name: l.label,
        quantity: l.quantity,
        amountCents: l.amountCents,
      })),
    packagePriceCents: q.quote.packagePriceCents,
    addOnsTotalCents: q.quote.addOnsTotalCents,
    travelSurchargeCents: q.quote.travelSurchargeCents,
    discountCents: totals.discountCents,
    totalCents: m.newTotalCents,
    depositCents: totals.depositCents,
    ...(pending
      ? {
          amountDueNowCents: totals.amountDueNowCents,
          remainingBalanceCents: totals.remainingBalanceCents,
        }
      : {}),
    booths,
    timeline: {
      setupStart: q.timeline.setupStart.toISOString(),
      start: q.timeline.start.toISOString(),
      end: q.timeline.end.toISOString(),
    },
    snapshot: { ...bookingSnapshot(q, m.backdrop!), lines: withChangeFeeLine(totals.lines, fee) },
  }
}
