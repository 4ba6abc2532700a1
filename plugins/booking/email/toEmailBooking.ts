import type { Booking } from '../types'
import type { BookingSnapshot } from '../presenters/bookingSnapshot'

import { moneyOf as dollars } from '@kernel'
import { publicBooking } from '../presenters/publicBooking'
import { bookingPlanSentence, hasWelcomeScreen, moneyState, nextPaymentPhrase } from '../core'
import type { EmailBooking } from './emailTypes'

/** The booking as the templates need it; links carry the booking's access token. */
export function toEmailBooking(booking: Booking, siteUrl: string, token: string): EmailBooking {
  const b = publicBooking(booking)
  token = encodeURIComponent(token)
  const state = moneyState(booking)
  const next = state.nextInstalment
  return {
    reference: b.reference ?? `#${b.id}`,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    address: b.address,
    eventDate: b.eventDate,
    packageName: b.packageName,
    packagePriceCents: (booking.snapshot as BookingSnapshot).package.priceCents,
    durationMinutes: b.packageDuration,
    backdropName: b.backdropName,
    addOns: b.addOnDetails.map((a) => ({
      name: a.name,
      label: a.label,
      quantity: a.quantity,
      price: a.price,
    })),
    lines: b.lines.map((l) => ({ label: l.label, amount: l.amount })),
    timeline: b.timeline,
    times: { setup: b.times.setup, start: b.times.start, end: b.times.end },
    totalAmount: b.totalAmount,
    amountPaid: b.amountPaid,
    remainingBalance: b.remainingBalance,
    refunded: dollars(booking.refundedCents ?? 0),
    paymentType: b.paymentType ?? 'full',
    balanceDueDate: b.balanceDueDate ?? b.eventDate,
    nextInstalment: next
      ? {
          amount: dollars(next.chargeCents),
          dueDate: next.dueDate,
          status: next.status,
        }
      : null,
    planSentence: bookingPlanSentence(state),
    nextPayment: nextPaymentPhrase(state),
    autopay: b.autopay,
    cardOnFile: b.cardOnFile,
    link: `${siteUrl}/booking-success?booking_id=${b.id}&token=${token}`,
    balanceLink: `${siteUrl}/booking/balance?booking_id=${b.id}&token=${token}`,
    manageLink: `${siteUrl}/booking/manage?booking_id=${b.id}&token=${token}`,
    galleryUrl: booking.galleryUrl ?? null,
    welcomeScreen: hasWelcomeScreen(b.packageFeatures),
    notices: b.notices,
  }
}
