import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import {
  normalizePromoCode,
  settleTotals,
  type PaymentType,
  type QuoteError,
  type SettledTotals,
} from '../../core'
import { todayInZone } from '@kernel/time'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import { findPromo } from '../catalog/findPromo'
import { loadCatalog } from '../catalog/loadCatalog'

/**
 * The booking's amounts for a payment type and promo code, from its snapshot (the prices the
 * customer was quoted), never from the live catalog.
 */
export async function repriceBooking(args: {
  req: PayloadRequest
  booking: Booking
  paymentType: PaymentType
  promoCode: string | null | undefined
  now: Date
}): Promise<{ ok: true; totals: SettledTotals } | { ok: false; error: QuoteError }> {
  const { req, booking, paymentType, now } = args
  const { settings } = await loadCatalog({ req })
  const snapshot = booking.snapshot as BookingSnapshot
  const code = normalizePromoCode(args.promoCode)
  return settleTotals({
    baseLines: snapshot.lines,
    promo: code ? await findPromo({ req, code }) : null,
    promoCode: code,
    paymentType,
    eventDate: booking.eventDate,
    today: todayInZone(now, settings.timeZone),
    depositPercent: settings.depositPercent,
    discountCapPercent: settings.discountCapPercent,
  })
}
