import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS, isPendingPayment } from '../../core'
import type { Actor } from '../../results'
import { lockBooking } from '../records/lockBooking'
import { releaseReservations } from './releaseReservations'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * Ends an unpaid hold on purpose (a quote declined or revised), in the caller's transaction:
 * under the booking's row lock, an unpaid pending booking is cancelled and its held booths freed
 * at once. Its hold period ends now, so it no longer counts against the client's allowance (a
 * visitor's own cancel keeps counting: checkHoldAllowance). Anything else is left as it is.
 */
export async function releaseHeldBooking({
  req,
  bookingId,
  actor,
  reason,
  now,
}: {
  req: PayloadRequest
  bookingId: number
  actor: Actor
  reason: string
  now: Date
}): Promise<boolean> {
  await lockBooking(req, bookingId)
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
  })
  if (!isPendingPayment(booking.status) || (booking.amountPaidCents ?? 0) > 0) return false
  await releaseReservations({ req, bookings: bookingId, heldOnly: true })
  await updateBookingWithHistory({
    req,
    booking,
    data: { status: BOOKING_STATUS.cancelled, holdExpiresAt: now.toISOString() },
    entry: { actor, action: 'Hold released', note: reason, now },
  })
  return true
}
