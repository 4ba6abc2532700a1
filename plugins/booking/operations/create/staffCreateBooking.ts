import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'
import { RESERVATION_STATUS } from '../../core'

import type { Actor } from '../../results'
import { type ActionFailure, fromQuoteFailure } from '../records/bookingActionCodes'
import { createBooking } from './createBooking'
import type { CreateBookingInput } from '../../results'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import { recordOfflinePayment } from '../payments/recordOfflinePayment'
import type { OfflinePaymentInput } from '../../results'
import { sendPaymentLink } from '../notify/sendPaymentLink'

/** A phone customer needs longer than a visitor's 30-minute hold to open a payment link. */
export const STAFF_HOLD_HOURS = 72

export type StaffBookingInput = Omit<CreateBookingInput, 'termsAccepted' | 'cartSessionId'> & {
  source: 'phone' | 'email'
  then:
    | { action: 'payment_link' }
    | ({ action: 'offline_payment' } & Omit<OfflinePaymentInput, 'bookingId'>)
}

export type StaffBookingResult =
  { ok: true; booking: Booking; paymentFailure?: ActionFailure } | ActionFailure

/**
 * A booking staff take by phone or email: the wizard's rules and prices (same operation), a
 * longer hold, then a payment link emailed to the customer or an offline payment recorded.
 */
export async function staffCreateBooking({
  req,
  input,
  actor,
  now,
}: {
  req: PayloadRequest
  input: StaffBookingInput
  actor: Actor
  now: Date
}): Promise<StaffBookingResult> {
  const { then, source, ...details } = input
  const created = await createBooking({ req, input: details, now })
  if (!created.ok) return fromQuoteFailure(created)
  const holdExpiresAt = new Date(now.getTime() + STAFF_HOLD_HOURS * 3_600_000).toISOString()
  await req.payload.update({
    collection: 'booth-reservations',
    where: {
      and: [
        { booking: { equals: created.booking.id } },
        { status: { equals: RESERVATION_STATUS.held } },
      ],
    },
    data: { holdExpiresAt },
    depth: 0,
    req,
  })
  let booking = await updateBookingWithHistory({
    req,
    booking: created.booking,
    data: { source, holdExpiresAt },
    entry: {
      actor,
      now,
      action: `Created by ${source}`,
      amountCents: created.booking.totalCents ?? 0,
      note: `Held for ${STAFF_HOLD_HOURS} hours awaiting payment`,
    },
  })
  if (then.action === 'payment_link') {
    const sent = await sendPaymentLink({ req, bookingId: booking.id, actor, now })
    return sent.ok
      ? { ok: true, booking: sent.booking }
      : { ok: true, booking, paymentFailure: sent }
  }
  const paid = await recordOfflinePayment({
    req,
    input: {
      bookingId: booking.id,
      method: then.method,
      amountCents: then.amountCents,
      note: then.note,
    },
    actor,
    now,
  })
  if (paid.ok) booking = paid.booking
  return paid.ok ? { ok: true, booking } : { ok: true, booking, paymentFailure: paid }
}
