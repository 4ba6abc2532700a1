import type { PayloadRequest } from 'payload'

import type { Interval } from '../../core'
import { isHeldReservation, reservationStatusFor } from '../../core/bookingStatus'
import type { Booking } from '../../types'

/**
 * Takes `booths` for the booking over `occupancy` through the Local API, in the caller's
 * transaction: live for a confirmed booking, held (until its hold ends) for one awaiting payment.
 */
export async function reserveBooths({
  req,
  booking,
  booths,
  occupancy,
}: {
  req: PayloadRequest
  booking: Pick<Booking, 'id' | 'status' | 'holdExpiresAt'>
  booths: string[]
  occupancy: Interval
}): Promise<void> {
  const status = reservationStatusFor(booking.status)
  for (const booth of booths)
    await req.payload.create({
      collection: 'booth-reservations',
      depth: 0,
      req,
      data: {
        booking: booking.id,
        booth: booth as 'booth1' | 'booth2',
        status,
        startsAt: occupancy.start.toISOString(),
        endsAt: occupancy.end.toISOString(),
        holdExpiresAt: isHeldReservation(status) ? booking.holdExpiresAt : null,
      },
    })
}
