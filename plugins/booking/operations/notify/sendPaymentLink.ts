import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { isActive, isConfirmed } from '../../core'
import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import type { EmailDelivery } from '@outbox/server'
import { notifyBookingDelivery } from './notifyBooking'
import { DELIVERY_NOTE } from './deliveryNote'
import { findBooking } from '../records/findBooking'

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
}): Promise<
  { ok: true; booking: Booking; delivery: EmailDelivery; link: string | null } | ActionFailure
> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  const owes = (booking.totalCents ?? 0) > (booking.amountPaidCents ?? 0)
  if (!owes || !isActive(booking.status)) return { ok: false, code: 'not_allowed_in_status' }
  const { delivery, link } = await notifyBookingDelivery({
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
      action: delivery === 'sent' ? 'Payment link emailed' : 'Payment link not emailed',
      note: `to ${booking.email}: ${DELIVERY_NOTE[delivery]}`,
    },
  })
  return { ok: true, booking: updated, delivery, link }
}
