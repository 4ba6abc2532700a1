import type { PayloadRequest, Where } from 'payload'

import type { BookingStatus } from '../../core/bookingStatus'
import { type CrewBooking, crewBooking } from '../../presenters/crewBooking'

/** These bookings, or those dated `from` to `to` (both included) in one of `statuses`. */
export type CrewBookingFilter =
  { ids: number[] } | { from: string; to: string; statuses: BookingStatus[] }

/** Bookings as the crew reads them (run sheets, reminders, the panels), soonest event first. */
export async function crewBookings(
  req: PayloadRequest,
  filter: CrewBookingFilter,
): Promise<CrewBooking[]> {
  if ('ids' in filter && filter.ids.length === 0) return []
  const where: Where =
    'ids' in filter
      ? { id: { in: filter.ids } }
      : {
          status: { in: filter.statuses },
          eventDate: { greater_than_equal: filter.from, less_than_equal: filter.to },
        }
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where,
    sort: 'eventDate',
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return docs.map(crewBooking)
}
