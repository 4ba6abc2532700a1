import type { PayloadRequest } from 'payload'

import type { Failure } from '@server-kit'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import type { Booking } from '../../types'

import { autopayConsentRecord, newPlan, payNow } from '../../core'
import type { BookingErrorCode } from '../../messages'
import { agreedOf, agreedPlan } from '../../presenters/agreedTerms'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import type { CreatePaymentIntentInput } from '../../results'
import { loadCatalog } from '../catalog/loadCatalog'
import { nextChargeOn } from './planFields'
import { reservePromoUse } from '../catalog/promoUses'
import { repriceBooking } from './repriceBooking'

/**
 * A held booking's first payment, under its row lock: the snapshot's prices, the promo code, and
 * the customer's pay-now choice (full, a deposit of at least 25%, or a plan) checked by the one
 * rule in core/payNow.ts; the schedule and any consent to keep the card are stored with it.
 */
export async function priceInitialPayment(args: {
  req: PayloadRequest
  booking: Booking
  input: CreatePaymentIntentInput
  now: Date
}): Promise<{ ok: true; booking: Booking; amountCents: number } | Failure<BookingErrorCode>> {
  const { req, booking, input, now } = args
  const priced = await repriceBooking({
    req,
    booking,
    paymentType: input.paymentType,
    promoCode: input.promoCode,
    now,
  })
  if (!priced.ok) return { ok: false, ...priced.error }
  const t = priced.totals
  const { settings } = await loadCatalog({ req })
  const chosen = payNow({
    totalCents: t.totalCents,
    paymentType: input.paymentType,
    amountCents: input.paymentType === 'full' ? null : input.amountCents,
    eventDate: booking.eventDate,
    today: todayInZone(now, BUSINESS_TIME_ZONE),
    depositPercent: settings.depositPercent,
  })
  if (!chosen.ok) return { ok: false, ...chosen.error }
  // Reserved with the hold, under the code's row lock; counted when the money arrives.
  if (!(await reservePromoUse({ req, code: t.promoCode, bookingId: booking.id, now })))
    return { ok: false, code: 'promo_exhausted', field: 'promoCode' }
  const due = chosen.value.amountDueNowCents
  const plan = newPlan(input.paymentType, chosen.value.parts)
  const consent = input.saveCard ? autopayConsentRecord(now, input.client) : null
  // The signed agreement gains the price, schedule and authorisation this payment confirms;
  // repriced until the booking is confirmed (the last choice before paying is the one agreed).
  const agreed = agreedOf(booking)
  const agreement = agreed
    ? {
        agreement: {
          ...booking.agreement,
          agreed: {
            ...agreed,
            totalCents: t.totalCents,
            lines: t.lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
            plan: agreedPlan(plan, consent),
          },
        },
      }
    : {}
  const updated = await req.payload.update({
    collection: 'bookings',
    id: booking.id,
    req,
    depth: 0,
    data: {
      paymentType: input.paymentType,
      promoCode: t.promoCode,
      discountCents: t.discountCents,
      totalCents: t.totalCents,
      depositCents: input.paymentType === 'full' ? t.depositCents : due,
      amountDueNowCents: due,
      remainingBalanceCents: t.totalCents - due,
      snapshot: { ...(booking.snapshot as BookingSnapshot), lines: t.lines },
      paymentPlan: plan,
      nextChargeOn: nextChargeOn(plan, 0),
      autopayConsent: consent,
      ...agreement,
    },
  })
  return { ok: true, booking: updated, amountCents: due }
}
