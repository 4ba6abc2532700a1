import type { PayloadRequest } from 'payload'

import { isConfirmed } from '../../core'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import type { EmailDelivery } from '@outbox/server'
import { notifyBookingDelivery } from './notifyBooking'
import { findBooking } from '../records/findBooking'
import { DELIVERY_NOTE } from './deliveryNote'

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
}): Promise<
  { ok: true; sent: boolean; delivery: EmailDelivery; link: string | null } | ActionFailure
> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  if (!isConfirmed(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const { delivery, link } = await notifyBookingDelivery({ req, booking, event: 'resent' })
  const sent = delivery === 'sent'
  await updateBookingWithHistory({
    req,
    booking,
    entry: {
      actor,
      now,
      action: 'Confirmation resent',
      note: `to ${booking.email}: ${DELIVERY_NOTE[delivery]}`,
    },
  })
  return { ok: true, sent, delivery, link }
}
