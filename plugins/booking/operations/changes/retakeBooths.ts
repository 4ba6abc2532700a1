import type { PayloadRequest } from 'payload'

import {
  availableBooths,
  type Interval,
  LIVE_RESERVATION_STATUSES,
  withCalendarBusy,
} from '../../core'
import type { Booking } from '../../types'
import { boothSchedules } from '../availability/boothSchedules'
import { lockBoothDays } from '../create/lockBoothDays'
import { releaseReservations } from '../create/releaseReservations'
import { reserveBooths } from '../create/reserveBooths'

const LIVE_RESERVATION = { status: { in: LIVE_RESERVATION_STATUSES } }

/**
 * A booking change that moves its occupancy (more or less time, an early set-up, a second booth)
 * swaps its reservations in the caller's transaction, under the same day locks as a new booking:
 * the old ones are released and the new interval taken on the same booths when they are free.
 * Null (and nothing kept) when the booths are not free for the whole new time. Unchanged
 * occupancy keeps its reservations as they are.
 */
export async function retakeBooths(args: {
  req: PayloadRequest
  booking: Booking
  occupancy: Interval
  needed: 1 | 2
  calendar: Record<string, Interval[]> | null
}): Promise<string[] | null> {
  const { req, booking, occupancy, needed, calendar } = args
  const { docs: current } = await req.payload.find({
    collection: 'booth-reservations',
    where: { and: [{ booking: { equals: booking.id } }, LIVE_RESERVATION] },
    depth: 0,
    limit: 10,
    req,
  })
  const same =
    current.length === needed &&
    current.every(
      (r) =>
        new Date(r.startsAt).getTime() === occupancy.start.getTime() &&
        new Date(r.endsAt).getTime() === occupancy.end.getTime(),
    )
  if (same) return current.map((r) => r.booth)
  await releaseReservations({ req, bookings: booking.id })
  await lockBoothDays({ req, around: occupancy })
  const own = current.map((r) => ({ start: new Date(r.startsAt), end: new Date(r.endsAt) }))
  const schedules = withCalendarBusy(
    await boothSchedules({ req, around: occupancy }),
    calendar,
    own,
  )
  const mine = new Set(current.map((r) => r.booth))
  const free = availableBooths({ request: occupancy, booths: schedules }).sort(
    (a, b) => Number(mine.has(b)) - Number(mine.has(a)), // stay on the booking's own booth
  )
  if (free.length < needed) return null
  const booths = free.slice(0, needed)
  await reserveBooths({ req, booking, booths, occupancy })
  return booths
}
