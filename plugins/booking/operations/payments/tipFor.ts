import type { Failure } from '@server-kit'

import { checkTip, isConfirmed } from '../../core'
import type { BookingErrorCode } from '../../messages'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import type { Booking } from '../../types'

/** The tip asked for on a confirmed booking, from its package price as booked. */
export function tipFor(
  booking: Booking,
  input: { tipPercent?: number | null; amountCents?: number | null },
): { ok: true; cents: number } | Failure<BookingErrorCode> {
  if (!isConfirmed(booking.status)) return { ok: false, code: 'tip_not_open' }
  const packageCents = (booking.snapshot as BookingSnapshot | null)?.package?.priceCents ?? 0
  const tip = checkTip({ percent: input.tipPercent, amountCents: input.amountCents }, packageCents)
  return tip.ok ? { ok: true, cents: tip.cents } : tip
}
