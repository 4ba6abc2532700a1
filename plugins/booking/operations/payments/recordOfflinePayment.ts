import { inTransaction, MAX_ID } from '@server-kit'

import type { Booking } from '../../types'

import { isAwaitingPayment, isConfirmed } from '../../core'
import type { ActionFailure } from '../records/bookingActionCodes'
import { dropPromo } from './applyPayment'
import { closeOpenIntents } from './closeOpenIntents'
import { isExclusionViolation } from '../create/isExclusionViolation'
import type { BookingDocument } from '../../results'
import { issueReceipt } from '../documents/issueReceipts'
import { lockBooking } from '../records/lockBooking'
import { notifyBooking } from '../notify/notifyBooking'
import { countPromoUse } from '../catalog/promoUses'
import { releaseExpiredHolds } from '../create/releaseExpiredHolds'
import { secureBooths } from '../create/secureBooths'
import { applyOfflinePayment } from './applyOfflinePayment'
import { alreadyRecorded, offlineIntentId } from './offlinePaymentKey'
import type { OfflinePaymentArgs } from '../../results'

export type OfflinePaymentResult =
  { ok: true; booking: Booking; confirmed: boolean } | ActionFailure

/**
 * Cash or e-transfer that staff received. On a booking awaiting payment it confirms the booking
 * and secures its booths (re-taking a lapsed hold, or refusing when the slot was sold meanwhile).
 * Under the booking's row lock it closes the customer's open payment intents, so the same amount
 * cannot also be paid by card; a card payment already on its way is refunded when it arrives.
 */
export async function recordOfflinePayment(
  args: OfflinePaymentArgs,
): Promise<OfflinePaymentResult> {
  const { req, input } = args
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    return {
      ok: false,
      code: 'invalid_input',
      field: 'amountCents',
      message: 'Enter an amount above $0.00.',
    }
  if (!Number.isInteger(input.bookingId) || input.bookingId < 1 || input.bookingId > MAX_ID)
    return { ok: false, code: 'not_found' }
  let done: Recorded | ActionFailure
  try {
    done = await inTransaction(
      req,
      () => recordLocked(args),
      (r) => r.ok,
    )
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, code: 'slot_taken' }
    throw error
  }
  if (!done.ok) return done
  if (done.repeat) return { ok: true, booking: done.booking, confirmed: false }
  await notifyBooking({
    req,
    booking: done.booking,
    event: done.confirmed ? 'confirmed' : 'balance',
    documents: [done.receipt],
  })
  return { ok: true, booking: done.booking, confirmed: done.confirmed }
}

type Recorded =
  | { ok: true; booking: Booking; confirmed: boolean; receipt: BookingDocument; repeat?: false }
  | { ok: true; booking: Booking; repeat: true }

/** Checks and records the payment in the transaction, under the booking's row lock. */
async function recordLocked(args: OfflinePaymentArgs): Promise<Recorded | ActionFailure> {
  const { req, input, now, gateway } = args
  await lockBooking(req, input.bookingId)
  const refused = await args.guard?.() // its codes pass through to the endpoint that set it
  if (refused) return refused as ActionFailure
  await releaseExpiredHolds({ req, now })
  let booking = await req.payload.findByID({
    collection: 'bookings',
    id: input.bookingId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!booking) return { ok: false, code: 'not_found' }
  const keyed = offlineIntentId(input)
  // A double tap: the first request recorded it (the second waited for its lock): nothing more.
  if (await alreadyRecorded(req, keyed)) return { ok: true, booking, repeat: true }
  const awaiting = isAwaitingPayment(booking.status)
  if (!awaiting && !isConfirmed(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  // The lock order: booth days before the promo row (a new booking takes them so too).
  if (awaiting && !(await secureBooths({ req, booking }))) return { ok: false, code: 'slot_taken' }
  // Confirming counts the promo use, as a card payment does (without the discount if used up).
  if (awaiting && !(await countPromoUse(req, booking.promoCode)))
    booking = (await dropPromo({ req, booking, now })).booking
  const paid = booking.amountPaidCents ?? 0
  const refunded = booking.refundedCents ?? 0 // a booking change may have refunded some
  const owed = (booking.totalCents ?? 0) - (paid - refunded)
  if (input.amountCents > owed) return { ok: false, code: 'amount_too_large', field: 'amountCents' }
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
      intentId: keyed,
      purpose: awaiting ? 'initial' : 'balance',
      paymentType: booking.paymentType,
      amountCents: input.amountCents,
      receivedCents: input.amountCents,
      status: 'succeeded',
      method: input.method,
      note: input.note || null,
    },
  })
  const updated = await applyOfflinePayment({ ...args, booking, awaiting, inFlight })
  const receipt = await issueReceipt({
    req,
    booking: updated,
    payment,
    amountCents: input.amountCents,
    method: input.method,
    now,
  })
  return { ok: true, booking: updated, confirmed: awaiting, receipt }
}
