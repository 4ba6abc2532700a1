import type { PayloadRequest } from 'payload'

import { isConfirmed } from '../core'
import type { Actor } from './actor'
import type { ActionFailure } from './bookingActionCodes'
import { updateBookingWithHistory } from './updateBookingWithHistory'
import { notifyBooking } from './notifyBooking'
import { findBooking } from './findBooking'

/** Sends the confirmation email (with its .ics) again, e.g. when the customer lost it. */
export async function resendConfirmation({
  req,
  bookingId,
  actor,
  now,
}: {
  req: PayloadRequest
  bookingId: number
  actor: Actor
  now: Date
}): Promise<{ ok: true; sent: boolean } | ActionFailure> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  if (!isConfirmed(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const sent = await notifyBooking({ req, booking, event: 'confirmed' })
  await updateBookingWithHistory({
    req,
    booking,
    entry: {
      actor,
      now,
      action: 'Confirmation resent',
      note: sent ? `to ${booking.email}` : 'the mail server refused it (see the Outbox)',
    },
  })
  return { ok: true, sent }
}
