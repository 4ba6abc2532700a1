import type { Payload } from 'payload'

import type { Booking } from '../../types'

export type BookingLabel = Pick<Booking, 'id' | 'reference' | 'firstName' | 'lastName'>

/** A booking's reference and customer name (an admin list cell: it has no request), or null. */
export async function bookingLabel(
  payload: Payload,
  id: number | string,
): Promise<BookingLabel | null> {
  const booking = await payload
    .findByID({
      collection: 'bookings',
      id,
      depth: 0,
      select: { reference: true, firstName: true, lastName: true },
    })
    .catch(() => null)
  return booking
    ? {
        id: booking.id,
        reference: booking.reference,
        firstName: booking.firstName,
        lastName: booking.lastName,
      }
    : null
}
