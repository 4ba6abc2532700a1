import type { PayloadRequest } from 'payload'
import { inTransaction } from '@server-kit'

import type { Booking } from '../../types'

import { BOOKING_STATUS } from '../../core'
import { formatCad, moneyOf } from '@kernel'
import type { PaymentGateway } from '../../adapters/PaymentGateway'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { cancellationTerms } from './cancellationTerms'
import type { BookingDocument } from '../../results'
import { issueCreditNote } from '../documents/issueReceipts'
import { lockBooking } from '../records/lockBooking'
import { openPaymentsClear } from '../payments/closeOpenIntents'
import { notifyBookingDelivery } from '../notify/notifyBooking'
import type { EmailDelivery } from '@outbox/server'
import { refundPayments } from '../payments/refundPayments'
import { refundTips } from '../payments/refundTips'
import { releaseReservations } from '../create/releaseReservations'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

export type CancelInput = {
  bookingId: number
  /** Staff only: a refund other than the terms', with the reason recorded. */
  override?: { refundCents: number; reason: string }
}

/** `delivery`: what became of the customer's email about it, and the link it carried. */
export type CancelResult =
  | {
      ok: true
      booking: Booking
      refundCents: number
      offlineRefundCents: number
      delivery: EmailDelivery
      link: string | null
    }
  | ActionFailure

type Args = {
  req: PayloadRequest
  input: CancelInput
  actor: Actor
  gateway: PaymentGateway
  now: Date
}

/**
 * Cancels a booking: refunds what the terms give today (or the staff override) through the
 * gateway, frees its booths and emails the customer and the business. Staff and customers
 * (self-service) call the same operation; only staff may override the refund.
 */
export async function cancelBooking(args: Args): Promise<CancelResult> {
  const { req, input, actor } = args
  if (input.override && actor.kind !== 'staff') return { ok: false, code: 'override_not_allowed' }
  const done = await inTransaction(
    req,
    () => cancelLocked(args),
    (r) => r.ok,
  )
  if (!done.ok) return done
  const { booking, refundCents, offlineRefundCents, documents } = done
  const emailed = await notifyBookingDelivery({
    documents,
    req,
    booking,
    event: 'cancelled',
    cancellation: {
      refund: moneyOf(refundCents),
      reason: input.override?.reason ?? null,
    },
  })
  return { ok: true, booking, refundCents, offlineRefundCents, ...emailed }
}

/** The cancellation itself, in the transaction under the booking's row lock. */
async function cancelLocked(args: Args): Promise<
  | {
      ok: true
      booking: Booking
      refundCents: number
      offlineRefundCents: number
      documents: BookingDocument[]
    }
  | ActionFailure
> {
  const { req, input, actor, gateway, now } = args
  await lockBooking(req, input.bookingId)
  const terms = await cancellationTerms({ req, bookingId: input.bookingId, now })
  if (!terms.ok) return terms
  const { booking, netPaidCents, policy } = terms
  const refundCents = input.override ? input.override.refundCents : policy.refundCents
  if (!Number.isSafeInteger(refundCents) || refundCents < 0 || refundCents > netPaidCents)
    return {
      ok: false,
      code: 'invalid_input',
      field: 'refundCents',
      message: `The refund must be between $0.00 and ${formatCad(netPaidCents)}.`,
    }
  // Checked before anything at the gateway changes. Money still on its way cannot be refunded yet; unpaid intents are closed so none arrives later.
  if (!(await openPaymentsClear({ req, booking, gateway })))
    return { ok: false, code: 'payment_processing' }
  let refunded, tips
  try {
    refunded = await refundPayments({ req, booking, gateway, amountCents: refundCents })
    // No event, no attendant to thank: its tips go back in full, as tips (never the booking's money).
    tips = await refundTips({ req, booking, gateway, now })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `refund for booking ${booking.id} failed` })
    return { ok: false, code: 'refund_failed' }
  }
  await releaseReservations({ req, bookings: booking.id })
  const offline = refundCents - refunded.gatewayCents
  const note = [
    input.override
      ? `Override (terms give ${formatCad(policy.refundCents)}): ${input.override.reason}`
      : `Terms: ${policy.refundPercent}% at ${policy.daysBefore} days' notice`,
    offline > 0 ? `${formatCad(offline)} to return by cash or e-transfer` : null,
    tips.refundedCents > 0 ? `Tip of ${formatCad(tips.refundedCents)} returned in full` : null,
    ...tips.notes,
  ]
    .filter(Boolean)
    .join('. ')
  const updated = await updateBookingWithHistory({
    req,
    booking,
    data: {
      status: BOOKING_STATUS.cancelled,
      refundedCents: (booking.refundedCents ?? 0) + refundCents,
      // An unpaid hold keeps its expiry: it counts against the client's hold allowance until then.
      remainingBalanceCents: 0,
    },
    entry: { actor, now, action: 'Cancelled', amountCents: refundCents, note },
  })
  const documents = [
    ...(refundCents > 0
      ? [
          await issueCreditNote({
            req,
            booking: updated,
            amountCents: refundCents,
            key: `cancel:${booking.id}`,
            reason: input.override ? 'Refund on cancellation (adjusted)' : 'Refund on cancellation',
            now,
          }),
        ]
      : []),
    ...tips.documents,
  ]
  return { ok: true, booking: updated, refundCents, offlineRefundCents: offline, documents }
}
