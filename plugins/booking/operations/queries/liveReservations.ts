import type { PayloadRequest } from 'payload'

import { LIVE_RESERVATION_STATUSES } from '../../core/bookingStatus'
import { relId } from '@kernel'

export type LiveReservation = {
  bookingId: number
  booth: string
  startsAt: string
  endsAt: string
}

/** The booths these bookings still occupy (held or confirmed), each from setup to teardown end. */
export async function liveReservations(
  req: PayloadRequest,
  bookingIds: number[],
): Promise<LiveReservation[]> {
  if (bookingIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: 'booth-reservations',
    where: { booking: { in: bookingIds }, status: { in: LIVE_RESERVATION_STATUSES } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return docs.map((r) => ({
    bookingId: relId(r.booking),
    booth: r.booth,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
  }))
}
