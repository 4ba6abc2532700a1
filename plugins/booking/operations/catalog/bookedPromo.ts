import type { PayloadRequest } from 'payload'

import type { PromoRule } from '../../core'
import type { Booking } from '../../types'
import { findPromo } from './findPromo'

/**
 * The booking's promo code as it was accepted at booking, for pricing a later change: its dates,
 * usage limit and minimum no longer apply (the booking already counted as one use). A code staff
 * deleted since keeps the booking's discount as a fixed amount.
 */
export async function bookedPromo(
  req: PayloadRequest,
  booking: Booking,
): Promise<PromoRule | null> {
  const code = booking.promoCode
  if (!code || !(booking.discountCents ?? 0)) return null
  const rule = await findPromo({ req, code })
  const kept = { active: true, startsAt: null, endsAt: null, usageLimit: null, minOrderCents: 0 }
  if (rule) return { ...rule, ...kept }
  return {
    code,
    discountType: 'fixed',
    discountValue: booking.discountCents ?? 0,
    timesUsed: 0,
    ...kept,
  }
}
