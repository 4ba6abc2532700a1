import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS, isAwaitingPayment, isCancelledOrRefunded, isConfirmed } from '../../core'
import type { Booking, Payment } from '../../types'

import type { GatewayIntent, PaymentGateway } from '../../adapters/PaymentGateway'
import type { BookingDocument } from '../../results'
import { applyToConfirmed, dropPromo, refundAfterCancel, type Applied } from './applyPayment'
import { documentLostPayment, issueCreditNote, issueReceipt } from '../documents/issueReceipts'
import { applyTip } from './applyTip'
import { keepCardAndPlan } from './keepCardAndPlan'
import { countPromoUse } from '../catalog/promoUses'
import { refundLostBooking } from '../cancel/refundLostBooking'
import { secureBooths } from '../create/secureBooths'
import type { Settled } from '../../results'

/** What settling a payment needs: the payment row, the gateway's verified intent, the clock. */
export type SettleArgs = {
  req: PayloadRequest
  payment: Payment
  intent: GatewayIntent
  gateway: PaymentGateway
  now: Date
}

/** The money applied by the booking's state: refunded after a cancel, added to a confirmed
 * booking, confirming a held one, or refunded when its slot is gone. Caller's transaction. */
export async function applyVerified(args: SettleArgs & { booking: Booking }): Promise<Settled> {
  // A tip is its own money: it never pays, confirms or changes what the booking owes.
  if (args.payment.purpose === 'tip') return applyTip(args)
  const { req, payment, intent, now } = args
  let booking = args.booking
  const received = intent.status === 'succeeded' ? intent.amountReceivedCents : 0
  const status = booking.status
  let applied: Applied['payment'] = {
    receivedCents: received,
    refundedCents: payment.refundedCents ?? 0,
    status: received ? 'succeeded' : 'processing',
  }
  let event: Settled['event'] = null
  let notice: string | undefined
  if (isCancelledOrRefunded(status)) {
    ;({ booking, payment: applied } = await refundAfterCancel({ ...args, received }))
  } else if (isConfirmed(status)) {
    ;({ booking, payment: applied } = await applyToConfirmed({ ...args, received }))
    const more = received > applied.refundedCents
    // Part of a schedule paid with more to come: its own email, not "paid in full".
    event =
      payment.purpose !== 'balance' || !more
        ? null
        : (booking.remainingBalanceCents ?? 0) > 0
          ? 'instalment_paid'
          : 'balance'
  } else if (isAwaitingPayment(status) && (await secureBooths({ req, booking }))) {
    booking = await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      req,
      data: {
        status: BOOKING_STATUS.confirmed,
        confirmedAt: now.toISOString(),
        holdExpiresAt: null,
        amountPaidCents: received,
        paymentMethod: intent.method ?? 'card',
        paymentIntentId: intent.id,
        paymentFailure: null,
      },
    })
    // The use is counted here, under the code's row lock, in the transaction that takes the money.
    if (!(await countPromoUse(req, booking.promoCode)))
      ({ booking, notice } = await dropPromo({ req, booking, now }))
    event = 'confirmed'
  } else {
    // Paid for a slot that is gone (hold lapsed and someone else booked it).
    const refunded = await refundLostBooking({ ...args, booking })
    const refundCents = (refunded.refundedCents ?? 0) - (booking.refundedCents ?? 0)
    const documents =
      refundCents > 0 ? await documentLostPayment({ ...args, booking: refunded, refundCents }) : []
    return { booking: refunded, event: 'refunded', documents }
  }
  booking = await keepCardAndPlan({ req, booking, intent, gateway: args.gateway })
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { ...applied, method: intent.method, failureMessage: null },
    depth: 0,
    req,
  })
  const documents = await documentPayment({ ...args, booking, received, applied })
  return { booking, event, notice, documents }
}

/** Numbered last, just before the commit: the counter's row lock is held for the least time.
 * Money received gets its receipt; any part of it sent straight back, its credit note. */
async function documentPayment(
  args: SettleArgs & { booking: Booking; received: number; applied: Applied['payment'] },
): Promise<BookingDocument[]> {
  const { req, booking, payment, intent, now, received, applied } = args
  if (!received) return []
  const receipt = await issueReceipt({
    req,
    booking,
    payment,
    amountCents: received,
    method: intent.method ?? 'card',
    card: intent.card,
    now,
  })
  const back = applied.refundedCents - (payment.refundedCents ?? 0)
  if (back <= 0) return [receipt]
  const cancelled = isCancelledOrRefunded(booking.status)
  const credit = await issueCreditNote({
    req,
    booking,
    amountCents: back,
    key: `${cancelled ? 'after-cancel' : 'overpaid'}:${payment.id}`,
    reason: cancelled
      ? 'Automatic refund: paid after the booking was cancelled'
      : 'Automatic refund: paid twice',
    paymentId: payment.id,
    now,
  })
  return [receipt, credit]
}
