import crypto from 'node:crypto'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { MAX_ID, runAfterCommit } from '@server-kit'

import type { Booking } from '../types'

import { formatCad } from '../core'
import type { PaymentGateway } from '../adapters/PaymentGateway'
import type { Actor } from './actor'
import type { ActionFailure } from './bookingActionCodes'
import { withHistory } from './historyEntry'
import { dropPromo } from './applyPayment'
import { closeOpenIntents } from './closeOpenIntents'
import { isExclusionViolation } from './isExclusionViolation'
import { issueReceipt } from './issueReceipts'
import { lockBooking } from './lockBooking'
import { notifyBooking } from './notifyBooking'
import { countPromoUse } from './promoUses'
import { releaseExpiredHolds } from './releaseExpiredHolds'
import { secureBooths } from './secureBooths'

export type OfflinePaymentInput = {
  bookingId: number
  method: 'cash' | 'etransfer'
  amountCents: number
  note?: string
}

export type OfflinePaymentResult =
  { ok: true; booking: Booking; confirmed: boolean } | ActionFailure

const METHOD_LABEL = { cash: 'cash', etransfer: 'e-transfer' } as const

/**
 * Cash or e-transfer that staff received. On a booking awaiting payment it confirms the booking
 * and secures its booths (re-taking a lapsed hold, or refusing when the slot was sold meanwhile).
 * Under the booking's row lock it closes the customer's open payment intents, so the same amount
 * cannot also be paid by card; a card payment already on its way is refunded when it arrives.
 */
export async function recordOfflinePayment({
  req,
  input,
  actor,
  now,
  gateway,
}: {
  req: PayloadRequest
  input: OfflinePaymentInput
  actor: Actor
  now: Date
  /** Closes open intents at this gateway (none exist on a booking staff just created). */
  gateway?: PaymentGateway
}): Promise<OfflinePaymentResult> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    return {
      ok: false,
      code: 'invalid_input',
      field: 'amountCents',
      message: 'Enter an amount above $0.00.',
    }
  if (!Number.isInteger(input.bookingId) || input.bookingId < 1 || input.bookingId > MAX_ID)
    return { ok: false, code: 'not_found' }
  const ownsTransaction = await initTransaction(req)
  const abort = async (failure: ActionFailure) => {
    if (ownsTransaction) await killTransaction(req)
    return failure
  }
  try {
    await lockBooking(req, input.bookingId)
    await releaseExpiredHolds({ req, now })
    let booking = await req.payload.findByID({
      collection: 'bookings',
      id: input.bookingId,
      depth: 0,
      req,
      disableErrors: true,
    })
    if (!booking) return abort({ ok: false, code: 'not_found' })
    const awaiting = booking.status === 'pending_payment' || booking.status === 'expired'
    if (!awaiting && booking.status !== 'confirmed')
      return abort({ ok: false, code: 'not_allowed_in_status' })
    // Confirming counts the promo use, as a card payment does (without the discount if used up).
    if (awaiting && !(await countPromoUse(req, booking.promoCode)))
      booking = (await dropPromo({ req, booking, now })).booking
    const paid = booking.amountPaidCents ?? 0
    const refunded = booking.refundedCents ?? 0 // a booking change may have refunded some
    const owed = (booking.totalCents ?? 0) - (paid - refunded)
    if (input.amountCents > owed)
      return abort({ ok: false, code: 'amount_too_large', field: 'amountCents' })
    if (awaiting && !(await secureBooths({ req, booking })))
      return abort({ ok: false, code: 'slot_taken' })
    const { inFlight } = gateway
      ? await closeOpenIntents({ req, booking, gateway })
      : { inFlight: false }

    const payment = await req.payload.create({
      collection: 'payments',
      depth: 0,
      req,
      data: {
        booking: booking.id,
        gateway: 'offline',
        intentId: `offline_${crypto.randomUUID()}`,
        purpose: awaiting ? 'initial' : 'balance',
        paymentType: booking.paymentType,
        amountCents: input.amountCents,
        receivedCents: input.amountCents,
        status: 'succeeded',
        method: input.method,
        note: input.note || null,
      },
    })
    const newPaid = paid + input.amountCents
    const updated = await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      req,
      data: {
        amountPaidCents: newPaid,
        remainingBalanceCents: (booking.totalCents ?? 0) - (newPaid - refunded),
        ...(newPaid - refunded >= (booking.totalCents ?? 0)
          ? { balancePaidAt: now.toISOString() }
          : {}),
        ...(awaiting
          ? {
              status: 'confirmed' as const,
              confirmedAt: now.toISOString(),
              holdExpiresAt: null,
              paymentMethod: input.method,
              paymentFailure: null,
            }
          : {}),
        history: withHistory(booking, {
          actor,
          now,
          action: `Payment recorded (${METHOD_LABEL[input.method]})${awaiting ? '; booking confirmed' : ''}`,
          amountCents: input.amountCents,
          note: [
            input.note || `${formatCad(input.amountCents)} by ${METHOD_LABEL[input.method]}`,
            inFlight
              ? 'A card payment was already on its way: what it brings beyond the total is refunded automatically'
              : null,
          ]
            .filter(Boolean)
            .join('. '),
        }),
      },
    })
    const receipt = await issueReceipt({
      req,
      booking: updated,
      payment,
      amountCents: input.amountCents,
      method: input.method,
      now,
    })
    if (ownsTransaction) {
      await commitTransaction(req)
      await runAfterCommit(req)
    }
    await notifyBooking({
      req,
      booking: updated,
      event: awaiting ? 'confirmed' : 'balance',
      documents: [receipt],
    })
    return { ok: true, booking: updated, confirmed: awaiting }
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    if (isExclusionViolation(error)) return { ok: false, code: 'slot_taken' }
    throw error
  }
}
