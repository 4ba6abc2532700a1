import type { Booking, Payment } from '../types'

import { isActive } from '../core/bookingStatus'
import { addDaysToDateString, moneyOf as dollars } from '@kernel'
import {
  canModifyOnline,
  canRescheduleOnline,
  lastModifyDate,
  isConfirmed,
  MIN_TIP_CENTS,
  maxTipCents,
  tipPresets,
  moneyState,
  hasWelcomeScreen,
  cancellationRefund,
} from '../core'
import { todayInZone } from '@kernel/time'
import type { GallerySummary } from '../results'
import { publicBooking } from './publicBooking'

/** The settings this view reads (a presenter names what it needs, never an operation's types). */
type ManageSettings = { timeZone: string; minNoticeDays: number; freeReschedules: number }

/** Everything the manage page shows and offers, decided on the server for `now`. */
export function managedBooking(args: {
  booking: Booking
  payments: Payment[]
  settings: ManageSettings
  phone: string
  now: Date
  gallery?: GallerySummary | null
}) {
  const { booking, payments, settings, phone, now } = args
  const b = publicBooking(booking, payments, args.gallery ?? null)
  const today = todayInZone(now, settings.timeZone)
  const upcoming = booking.eventDate > today
  const live = isActive(booking.status) && upcoming
  const netPaidCents = Math.max(0, (booking.amountPaidCents ?? 0) - (booking.refundedCents ?? 0))
  // The cancel's own rule (change fees kept, a reschedule's cap), so the card shows what it gives.
  const policy = live ? cancellationRefund(booking, today) : null
  const count = booking.rescheduleCount ?? 0
  const d = booking.eventDetails ?? {}
  return {
    booking: b,
    phone,
    today,
    earliestNewDate: addDaysToDateString(today, settings.minNoticeDays),
    payments: payments
      .filter((p) => (p.receivedCents ?? 0) > 0)
      .map((p) => ({
        id: p.id,
        date: todayInZone(new Date(p.createdAt), settings.timeZone),
        amount: dollars(p.receivedCents ?? 0),
        refunded: dollars(p.refundedCents ?? 0),
        method: p.gateway === 'offline' ? (p.method ?? 'offline') : (p.method ?? 'card'),
        purpose: p.purpose,
      })),
    refunded: dollars(booking.refundedCents ?? 0),
    /** Kept by a cheaper change under the cancellation terms: a line of the total. */
    changeFee: dollars(booking.changeFeeCents ?? 0),
    canPayBalance: b.money.stage === 'balance_due',
    /** What "Pay now" asks for the first open part: what is left of it, to the cent. */
    payNow: dollarsOrNull(
      b.money.stage === 'balance_due' ? moneyState(booking).nextInstalment?.chargeCents : null,
    ),
    /** An optional tip for the attendant (issue 35): offered once the booking is confirmed. */
    tip: isConfirmed(booking.status) ? tipOffer(booking) : null,
    /** Tips received and kept (issue 49): the tip card becomes a thank-you once one is paid. */
    tipsPaid: dollars(
      payments
        .filter((p) => p.purpose === 'tip')
        .reduce((n, p) => n + (p.receivedCents ?? 0) - (p.refundedCents ?? 0), 0),
    ),
    canCancel: live,
    refundToday: policy && {
      daysBefore: policy.daysBefore,
      percent: policy.refundPercent,
      amount: dollars(policy.refundCents),
      paid: dollars(netPaidCents),
      /** Kept under the terms: what was paid less the refund. */
      kept: dollars(netPaidCents - policy.refundCents),
      /** A reschedule kept the terms the booking had when it moved (the card says so). */
      capped: policy.capped,
    },
    reschedule: {
      allowed: live && canRescheduleOnline(count, settings.freeReschedules),
      used: count,
      free: settings.freeReschedules,
    },
    modify: {
      allowed: live && canModifyOnline(booking.eventDate, today, settings.minNoticeDays),
      until: lastModifyDate(booking.eventDate, settings.minNoticeDays),
    },
    canGiveDetails: isActive(booking.status) && booking.eventDate >= today,
    welcomeScreen: hasWelcomeScreen(b.packageFeatures),
    details: {
      venueContactName: d.venueContactName ?? '',
      venueContactPhone: d.venueContactPhone ?? '',
      boothPlacement: d.boothPlacement ?? '',
      powerNearby: d.powerNearby ?? null,
      access: d.access ?? null,
      frameText: d.frameText ?? '',
      frameColours: d.frameColours ?? '',
      welcomeScreenText: d.welcomeScreenText ?? '',
      submittedAt: d.submittedAt ?? null,
    },
  }
}

export type ManagedBooking = ReturnType<typeof managedBooking>

const tipOffer = (booking: Booking) => {
  const packageCents = (booking.snapshot as { package?: { priceCents?: number } } | null)?.package
    ?.priceCents
  if (!packageCents) return null
  return {
    presets: tipPresets(packageCents).map((p) => ({
      percent: p.percent,
      amount: dollars(p.cents),
    })),
    min: dollars(MIN_TIP_CENTS),
    max: dollars(maxTipCents(packageCents)),
  }
}

const dollarsOrNull = (cents: number | null | undefined) => (cents == null ? null : dollars(cents))
