import type { PayloadRequest } from 'payload'

import { keptCustomLines, settleTotals, type AddOnSelection } from '../../core'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import { todayInZone } from '@kernel/time'
import type { Booking } from '../../types'
import type { Actor } from '../../results'
import { fromQuoteFailure } from '../records/bookingActionCodes'
import { bookedPromo } from '../catalog/bookedPromo'
import { loadCatalog } from '../catalog/loadCatalog'
import { quoteBooking } from '../create/quoteBooking'

/**
 * A changed package or add-ons priced by the wizard's own quote (today's catalog and add-on
 * rules for the booking's date, time and address) with the booking's own custom lines, then
 * settled with the booking's promo as it was accepted. Add-ons the booking already has keep their place inside their lead time.
 */
export async function repriceChange(args: {
  req: PayloadRequest
  booking: Booking
  selection: { packageId: number; addOns: AddOnSelection[] }
  was: AddOnSelection[]
  actor: Actor
  now: Date
}) {
  const { req, booking, selection, was, actor, now } = args
  const { settings } = await loadCatalog({ req })
  const paymentType = booking.paymentType ?? 'full'
  const q = await quoteBooking({
    req,
    now,
    input: {
      packageId: selection.packageId,
      eventDate: booking.eventDate,
      eventTime: booking.eventTime,
      selections: selection.addOns,
      address: booking.address,
      promoCode: null,
      paymentType,
      // The booking's own lines (a quote's surcharge or discount) stay; its address was accepted.
      customLines: keptCustomLines((booking.snapshot as BookingSnapshot | null)?.lines),
      outsideAreaAllowed: true,
    },
    change: {
      staff: actor.kind === 'staff',
      keptAddOnIds: selection.addOns
        .filter((s) => was.some((w) => w.addOnId === s.addOnId && w.quantity >= s.quantity))
        .map((s) => s.addOnId),
    },
  })
  if (!q.ok) return fromQuoteFailure(q)
  const settled = settleTotals({
    baseLines: q.quote.lines,
    promo: await bookedPromo(req, booking),
    promoCode: booking.promoCode,
    paymentType,
    eventDate: booking.eventDate,
    today: todayInZone(now, settings.timeZone),
    depositPercent: settings.depositPercent,
    discountCapPercent: settings.discountCapPercent,
  })
  if (!settled.ok) return fromQuoteFailure(settled.error)
  return { ok: true as const, repriced: { q, totals: settled.totals } }
}
