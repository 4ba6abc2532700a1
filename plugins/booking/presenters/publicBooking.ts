import type { Booking, Payment } from '../types'
import type { GallerySummary } from '../results'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { addOnLabel, bookedFeatures, bookingWallClock, moneyState } from '../core'
import { moneyOf as dollars } from '@kernel'
import { agreementOf } from './agreementView'
import { addendumViews } from './addenda'
import type { BookingSnapshot } from './bookingSnapshot'
import { moneyView } from './moneyView'

/**
 * The booking as its owner sees it (success page): personal data, snapshot and amounts. With its
 * payments, `money` also knows what was taken as the deposit.
 */
export function publicBooking(
  booking: Booking,
  payments?: Payment[],
  gallery: GallerySummary | null = null,
) {
  const snap = booking.snapshot as BookingSnapshot
  // Instants and labels derive from the booking's Winnipeg day and time with today's rules.
  const clock = bookingWallClock(
    {
      eventDate: booking.eventDate,
      eventTime: booking.eventTime,
      setupMinutes: snap.timeline.setupMinutes,
      eventMinutes: snap.timeline.eventMinutes,
    },
    BUSINESS_TIME_ZONE,
  )
  const money = moneyState(booking, payments)
  const addOnsSubtotal = snap.addOns.reduce((sum, a) => sum + a.amountCents, 0)
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    /** The event gallery (plugins/galleries) once it exists, else null. */
    gallery,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    address: booking.address,
    eventType: booking.eventType,
    guestCount: booking.guestCount,
    referralSource: booking.referralSource,
    notes: booking.notes ?? '',
    packageId: snap.package.id,
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    backdropId: snap.backdrop.id,
    selectedAddOns: snap.addOns.map((a) => a.id),
    addOnQuantities: Object.fromEntries(snap.addOns.map((a) => [String(a.id), a.quantity])),
    packageName: snap.package.name,
    packagePrice: dollars(snap.package.priceCents),
    packageDuration: snap.package.durationMinutes,
    packageFeatures: snap.package.features,
    /** The features as booked: extra time changes the booth-time line. */
    bookedFeatures: bookedFeatures(
      snap.package.features,
      snap.package.durationMinutes,
      snap.timeline.eventMinutes,
    ),
    addOnDetails: snap.addOns.map((a) => ({
      id: a.id,
      name: a.name,
      /** 'Two Photo Booths (4 h)': what the success page, emails and manage page print. */
      label: addOnLabel(a),
      quantity: a.quantity,
      price: dollars(a.amountCents),
    })),
    packageSubtotal: dollars(snap.package.priceCents),
    addOnsSubtotal: dollars(addOnsSubtotal),
    backdropName: snap.backdrop.name,
    backdropImage: snap.backdrop.imageUrl,
    backdropDescription: snap.backdrop.description,
    backdropSize: snap.backdrop.size,
    timeline: clock.timeline,
    /** Winnipeg wall-clock labels computed on the server: browsers print these. */
    times: clock.times,
    lines: snap.lines.map((l) => ({ ...l, amount: dollars(l.amountCents) })),
    addOnsTotal: dollars(booking.addOnsTotalCents ?? 0),
    travelSurcharge: dollars(booking.travelSurchargeCents ?? 0),
    discountAmount: dollars(booking.discountCents ?? 0),
    totalAmount: dollars(booking.totalCents ?? 0),
    // What was taken as the deposit once known (the payments say), else the deposit asked for.
    depositAmount: dollars(money.depositTakenCents ?? booking.depositCents ?? 0),
    amountDueNow: dollars(booking.amountDueNowCents ?? 0),
    remainingBalance: dollars(booking.remainingBalanceCents ?? 0),
    amountPaid: dollars(booking.amountPaidCents ?? 0),
    paymentType: booking.paymentType,
    appliedPromoCodes: booking.promoCode ? [booking.promoCode] : [],
    balanceDueDate: booking.balanceDueDate,
    paymentMethod: booking.paymentMethod ?? null,
    booths: booking.booths ?? [],
    driveMinutes: booking.driveMinutes,
    distanceFromBase: booking.distanceFromBaseKm,
    holdExpiresAt: booking.holdExpiresAt,
    termsAcceptedAt: booking.termsAcceptedAt ?? null,
    /** The signed agreement (version, when, by whom, its A- number), or null before signing. */
    agreement: agreementOf(booking),
    /** Its addenda after changes (issue 49): what each changes and whether it was accepted. */
    addenda: addendumViews(booking),
    createdAt: booking.createdAt,
    /** The payment schedule (issue 35): each part's due date, amount and status. */
    paymentSchedule: money.schedule.map((p) => ({
      dueDate: p.dueDate,
      amount: dollars(p.amountCents),
      status: p.status,
    })),
    autopay: money.autopay,
    cardOnFile: money.cardOnFile,
    /** Every figure and status word the customer's screens print, from the one money state. */
    money: moneyView(booking, payments),
    /** What the customer must be told about their money (e.g. a promo discount not applied). */
    notices: customerNotices(booking),
  }
}

/** History entries written for the customer's eyes, by the action that wrote them. */
export const CUSTOMER_NOTICE_ACTIONS = ['Promo code used up: discount not applied']

const customerNotices = (booking: Booking): string[] =>
  (booking.history ?? [])
    .filter((h) => CUSTOMER_NOTICE_ACTIONS.includes(h.action ?? '') && h.note)
    .map((h) => h.note as string)
