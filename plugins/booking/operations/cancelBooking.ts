import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { runAfterCommit } from '@server-kit'

import type { Booking } from '../types'

import { centsToDecimalString, formatCad } from '../core'
import type { PaymentGateway } from '../adapters/PaymentGateway'
import type { Actor } from './actor'
import type { ActionFailure } from './bookingActionCodes'
import { cancellationTerms } from './cancellationTerms'
import { withHistory } from './historyEntry'
import { issueCreditNote } from './issueReceipts'
import { lockBooking } from './lockBooking'
import { openPaymentsClear } from './closeOpenIntents'
import { notifyBooking } from './notifyBooking'
import { refundPayments } from './refundPayments'

export type CancelInput = {
  bookingId: number
  /** Staff only: a refund other than the terms', with the reason recorded. */
  override?: { refundCents: number; reason: string }
}

export type CancelResult =
  { ok: true; booking: Booking; refundCents: number; offlineRefundCents: number } | ActionFailure

/**
 * Cancels a booking: refunds what the terms give today (or the staff override) through the
 * gateway, frees its booths and emails the customer and the business. Staff and customers
 * (self-service) call the same operation; only staff may override the refund.
 */
export async function cancelBooking(args: {
  req: PayloadRequest
  input: CancelInput
  actor: Actor
  gateway: PaymentGateway
  now: Date
}): Promise<CancelResult> {
  const { req, input, actor, gateway, now } = args
  if (input.override && actor.kind !== 'staff') return { ok: false, code: 'override_not_allowed' }
  const ownsTransaction = await initTransaction(req)
  const abort = async (failure: ActionFailure) => {
    if (ownsTransaction) await killTransaction(req)
    return failure
  }
  try {
    await lockBooking(req, input.bookingId)
    const terms = await cancellationTerms({ req, bookingId: input.bookingId, now })
    if (!terms.ok) return abort(terms)
    const { booking, netPaidCents, policy } = terms
    const refundCents = input.override ? input.override.refundCents : policy.refundCents
    if (!Number.isSafeInteger(refundCents) || refundCents < 0 || refundCents > netPaidCents)
      return abort({
        ok: false,
        code: 'invalid_input',
        field: 'refundCents',
        message: `The refund must be between $0.00 and ${formatCad(netPaidCents)}.`,
      })
    // Checked before anything at the gateway changes. Money still on its way cannot be refunded yet; unpaid intents are closed so none arrives later.
    if (!(await openPaymentsClear({ req, booking, gateway })))
      return abort({ ok: false, code: 'payment_processing' })
    let refunded
    try {
      refunded = await refundPayments({ req, booking, gateway, amountCents: refundCents })
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `refund for booking ${booking.id} failed` })
      return abort({ ok: false, code: 'refund_failed' })
    }
    await req.payload.update({
      collection: 'booth-reservations',
      where: {
        and: [{ booking: { equals: booking.id } }, { status: { in: ['held', 'confirmed'] } }],
      },
      data: { status: 'released' },
      depth: 0,
      req,
    })
    const offline = refundCents - refunded.gatewayCents
    const note = [
      input.override
        ? `Override (terms give ${formatCad(policy.refundCents)}): ${input.override.reason}`
        : `Terms: ${policy.refundPercent}% at ${policy.daysBefore} days' notice`,
      offline > 0 ? `${formatCad(offline)} to return by cash or e-transfer` : null,
    ]
      .filter(Boolean)
      .join('. ')
    const updated = await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      req,
      data: {
        status: 'cancelled',
        refundedCents: (booking.refundedCents ?? 0) + refundCents,
        // An unpaid hold keeps its expiry: it counts against the client's hold allowance until then.
        remainingBalanceCents: 0,
        history: withHistory(booking, {
          actor,
          now,
          action: 'Cancelled',
          amountCents: refundCents,
          note,
        }),
      },
    })
    const documents =
      refundCents > 0
        ? [
            await issueCreditNote({
              req,
              booking: updated,
              amountCents: refundCents,
              key: `cancel:${booking.id}`,
              reason: input.override
                ? 'Refund on cancellation (adjusted)'
                : 'Refund on cancellation',
              now,
            }),
          ]
        : []
    if (ownsTransaction) {
      await commitTransaction(req)
      await runAfterCommit(req)
    }
    await notifyBooking({
      documents,
      req,
      booking: updated,
      event: 'cancelled',
      cancellation: {
        refund: centsToDecimalString(refundCents),
        reason: input.override?.reason ?? null,
      },
    })
    return { ok: true, booking: updated, refundCents, offlineRefundCents: offline }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
}
