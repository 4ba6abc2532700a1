import {
  modificationMoney,
  netPaidCents,
  withChangeFeeLine,
  type ModificationMoney,
} from '../../core'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import type { Booking } from '../../types'
import type { QuoteSuccess } from '../../results'

/**
 * A reschedule's new price, as a change's: the lines quoted for the new date (the booking's own
 * custom lines among them), the change fees it carries, and of money paid above the new price
 * the terms' share back (for the notice the booking has today, under its reschedule cap), the
 * rest kept as a change fee line. Nothing paid is silently kept: it is refunded or a fee line.
 */
export function repricedMove(args: { booking: Booking; q: QuoteSuccess; today: string }): {
  money: ModificationMoney
  data: Partial<Booking>
} {
  const { booking, q, today } = args
  const fee = booking.changeFeeCents ?? 0 // kept by an earlier change: it stays a line
  const paid = netPaidCents(booking)
  const price = q.quote.totalCents + fee
  const money = modificationMoney({
    oldTotalCents: booking.totalCents ?? 0,
    newTotalCents: price,
    netPaidCents: paid,
    eventDate: booking.eventDate,
    today,
    capPercent: booking.refundCapPercent,
  })
  const feeCents = fee + money.keptCents
  const totalCents = price + money.keptCents
  const snap = booking.snapshot as BookingSnapshot
  return {
    money,
    data: {
      snapshot: {
        ...snap,
        package: { ...snap.package, priceCents: q.quote.packagePriceCents },
        lines: withChangeFeeLine(q.quote.lines, feeCents),
      },
      packagePriceCents: q.quote.packagePriceCents,
      addOnsTotalCents: q.quote.addOnsTotalCents,
      travelSurchargeCents: q.quote.travelSurchargeCents,
      discountCents: q.quote.discountCents,
      changeFeeCents: feeCents,
      totalCents,
      depositCents: q.quote.depositCents,
      refundedCents: (booking.refundedCents ?? 0) + money.refundCents,
      remainingBalanceCents: Math.max(0, totalCents - (paid - money.refundCents)),
    },
  }
}
