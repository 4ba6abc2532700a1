import type { PayloadRequest } from 'payload'

import type { Actor } from '../../results'
import type { ActionFailure } from '../records/bookingActionCodes'
import { newBookingToken } from '../records/bookingToken'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import type { EmailDelivery } from '@outbox/server'
import { notifyBookingDelivery } from './notifyBooking'
import { findBooking } from '../records/findBooking'

/**
 * Staff "Send a new link": a fresh access token replaces the old one (every link emailed before
 * stops working at once) and the customer is emailed the new manage link.
 */
export async function rotateBookingToken({
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
  const { nonce, hash } = newBookingToken(req.payload.secret)
  const updated = await updateBookingWithHistory({
    req,
    booking,
    data: { accessToken: hash, accessTokenNonce: nonce },
    entry: {
      actor,
      now,
      // Written before the email goes: the Emails table says whether it was delivered.
      action: 'New link made',
      note: `for ${booking.email}; earlier links no longer open the booking`,
    },
  })
  const { delivery, link } = await notifyBookingDelivery({
    req,
    booking: updated,
    event: 'new_link',
  })
  return { ok: true, sent: delivery === 'sent', delivery, link }
}
