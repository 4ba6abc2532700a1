// What the customer agreed to, frozen (issue 49): the signed agreement read the live booking, so
// after a change and a reschedule "A-2026-00008, signed Dec 1" showed a date and total they never
// saw. The facts are copied into the agreement when it is signed; the schedule and the automatic-
// payment authorisation when the first payment is priced (they are chosen on the same page, and
// confirmed by that payment). Later changes are listed apart, never written over these.
import type { Booking } from '../types'

import type { PaymentPlan } from '../core/paymentPlan'
import type { BookingSnapshot } from './bookingSnapshot'

export type AgreedPlan = {
  kind: 'full' | 'deposit' | 'plan'
  parts: { dueDate: string; amountCents: number }[]
  /** The authorisation's words and version, when the customer ticked "charge automatically". */
  autopay: { version: string; wording: string } | null
}

export type AgreedTerms = {
  eventDate: string
  eventTime: string
  address: string
  packageName: string
  backdropName: string
  lines: { label: string; amountCents: number }[]
  totalCents: number
  plan: AgreedPlan | null
}

/** The booking's facts as they stand when it is signed. */
export function agreedFacts(booking: Booking): AgreedTerms {
  const snap = booking.snapshot as BookingSnapshot | null
  return {
    eventDate: booking.eventDate,
    eventTime: booking.eventTime,
    address: booking.address ?? '',
    packageName: snap?.package?.name ?? '',
    backdropName: snap?.backdrop?.name ?? '',
    lines: (snap?.lines ?? []).map((l) => ({ label: l.label, amountCents: l.amountCents })),
    totalCents: booking.totalCents ?? 0,
    plan: null,
  }
}

/** The schedule and authorisation the first payment is priced with. */
export function agreedPlan(
  plan: PaymentPlan,
  consent: { version: string; wording: string } | null,
) {
  return {
    kind: plan.kind,
    parts: plan.instalments.map((p) => ({ dueDate: p.dueDate, amountCents: p.amountCents })),
    autopay: consent ? { version: consent.version, wording: consent.wording } : null,
  } satisfies AgreedPlan
}

/** The frozen terms, or null for an agreement signed before they were kept. */
export const agreedOf = (booking: Booking): AgreedTerms | null => {
  const agreed = (booking.agreement as { agreed?: unknown } | null | undefined)?.agreed
  return agreed && typeof agreed === 'object' && 'eventDate' in agreed
    ? (agreed as AgreedTerms)
    : null
}
