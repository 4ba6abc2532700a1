import type { PayloadRequest } from 'payload'

import { formatCad, formatDateLong } from '@kernel'
import { netPaidCents, withFailure, type PaymentPlan, type ScheduleEntry } from '../../core'
import type { Booking } from '../../types'

import { nextChargeOn } from './planFields'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * A failed automatic charge, in its transaction: the plan notes it (and the one retry after a
 * first decline), the history says so, Telegram hears it (paymentFailure, syncOutsideServices)
 * and Today lists it (a payment error entry).
 */
export async function recordChargeFailure(args: {
  req: PayloadRequest
  booking: Booking
  plan: PaymentPlan
  instalment: ScheduleEntry
  attempt: number
  today: string
  outcome: 'declined' | 'authentication_required'
  message: string | null
  now: Date
}): Promise<Booking> {
  const { req, booking, instalment, attempt, today, outcome, now } = args
  const plan = withFailure(args.plan, instalment.id, outcome, attempt, today, booking.eventDate)
  const retryOn = plan.instalments.find((p) => p.id === instalment.id)?.retryOn ?? null
  const sca = outcome === 'authentication_required'
  const reason = sca
    ? 'the bank asks the customer to authenticate; an email with a link is being sent'
    : `${args.message ?? 'declined'}${retryOn ? `; retried on ${formatDateLong(retryOn)}` : '; no more automatic retries'}`
  const amount = formatCad(instalment.chargeCents)
  await req.payload.create({
    collection: 'payment-error-logs',
    data: {
      timestamp: now.toISOString(),
      bookingId: String(booking.id),
      error: `Automatic payment of ${amount} for ${booking.reference} failed: ${reason}`,
      step: 'autopay',
    },
    depth: 0,
    req,
  })
  return updateBookingWithHistory({
    req,
    booking,
    data: {
      paymentPlan: plan,
      nextChargeOn: nextChargeOn(plan, netPaidCents(booking)),
      paymentFailure: `Automatic payment of ${amount} ${sca ? 'needs authentication' : 'declined'} (${formatDateLong(today)}, attempt ${attempt})`,
    },
    entry: {
      actor: { kind: 'system', name: 'automatic payments' },
      now,
      action: sca ? 'Automatic payment needs authentication' : 'Automatic payment declined',
      amountCents: instalment.chargeCents,
      note: reason,
    },
  })
}
