import type { Booking } from '../../types'
import type { ActionFailure } from '../records/bookingActionCodes'

/**
 * A plan made outside the booking's lock no longer matches it (another change, move, payment or
 * cancel committed first): 409 `booking_changed`, with the booking as it now is and its version.
 */
export const bookingChanged = (booking: Booking | null): ActionFailure => ({
  ok: false,
  code: 'booking_changed',
  ...(booking
    ? {
        extra: {
          current: {
            status: booking.status,
            eventDate: booking.eventDate,
            eventTime: booking.eventTime,
            totalCents: booking.totalCents ?? 0,
            remainingBalanceCents: booking.remainingBalanceCents ?? 0,
            version: booking.updatedAt,
          },
        },
      }
    : {}),
})
