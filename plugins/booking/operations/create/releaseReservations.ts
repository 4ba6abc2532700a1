import type { PayloadRequest, Where } from 'payload'

import { LIVE_RESERVATION_STATUSES, RESERVATION_STATUS } from '../../core'

/**
 * Frees booths, in the caller's transaction: the live (held or confirmed) reservations of the
 * given bookings, only their held ones with `heldOnly`, or the given reservations. `internal`
 * marks a sweep (lapsed or replaced holds) rather than a change someone made to the booking.
 */
export async function releaseReservations(args: {
  req: PayloadRequest
  bookings?: number | number[]
  reservations?: number[]
  heldOnly?: boolean
  internal?: boolean
}) {
  const { req, bookings, reservations, heldOnly, internal } = args
  const where: Where = reservations
    ? { id: { in: reservations } }
    : {
        and: [
          Array.isArray(bookings)
            ? { booking: { in: bookings } }
            : { booking: { equals: bookings } },
          heldOnly
            ? { status: { equals: RESERVATION_STATUS.held } }
            : { status: { in: LIVE_RESERVATION_STATUSES } },
        ],
      }
  return req.payload.update({
    collection: 'booth-reservations',
    where,
    data: { status: RESERVATION_STATUS.released },
    depth: 0,
    req,
    ...(internal ? { context: { internal: true } } : {}),
  })
}
