import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'

import type { Booking } from '../types'
import { moneyState } from '../core/moneyState'
import type { AgreedTerms } from './agreedTerms'
import type { BookingSnapshot } from './bookingSnapshot'

/**
 * What the booking says now that differs from what was signed: date, time, package, total and
 * the payment schedule, each as 'Date: Saturday, October 9, 2027 → Saturday, October 16, 2027'.
 */
export function changesSinceSigning(agreed: AgreedTerms, booking: Booking): string[] {
  const snap = booking.snapshot as BookingSnapshot | null
  const out: string[] = []
  const diff = (label: string, was: string, now: string) => {
    if (was !== now) out.push(`${label}: ${was} → ${now}`)
  }
  diff('Date', formatDateLong(agreed.eventDate), formatDateLong(booking.eventDate))
  diff('Start', formatTimeLabel(agreed.eventTime), formatTimeLabel(booking.eventTime))
  diff('Package', agreed.packageName, snap?.package?.name ?? agreed.packageName)
  diff('Total', formatCad(agreed.totalCents), formatCad(booking.totalCents ?? 0))
  if (agreed.plan) {
    const parts = (p: { dueDate: string; amountCents: number }[]) =>
      p.map((x) => `${formatDateLong(x.dueDate, { weekday: false })} ${formatCad(x.amountCents)}`)
    const now = moneyState(booking).schedule
    const was = parts(agreed.plan.parts).join('; ')
    const is = parts(now).join('; ')
    if (now.length && was !== is) out.push(`Payment schedule now: ${is}`)
  }
  return out
}
