import type { PayloadRequest } from 'payload'

import type { Booking } from '../types'

import { isActive, isConfirmed } from '../core'
import type { Actor } from './actor'
import type { ActionFailure } from './bookingActionCodes'
import { updateBookingWithHistory } from './updateBookingWithHistory'
import { notifyBooking } from './notifyBooking'
import { findBooking } from './findBooking'

/** Emails the customer the link where they pay online (deposit or full, or the balance). */
export async function sendPaymentLink({
  req,
  bookingId,
  actor,
  now,
}: {
  req: PayloadRequest
  bookingId: number
  actor: Actor
  now: Date
}): Promise<{ ok: true; booking: Booking } | ActionFailure> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  const owes = (booking.totalCents ?? 0) > (booking.amountPaidCents ?? 0)
  if (!owes || !isActive(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const sent = await notifyBooking({
    req,
    booking,
    event: isConfirmed(booking.status) ? 'balance_reminder' : 'payment_link',
  })
  const updated = await updateBookingWithHistory({
    req,
    booking,
    entry: {
      actor,
      now,
      action: 'Payment link emailed',
      note: sent
        ? `to ${booking.email}`
        : `to ${booking.email}: the mail server refused it (see the Outbox)`,
    },
  })
  return { ok: true, booking: updated }
}
