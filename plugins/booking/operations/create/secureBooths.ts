import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { chooseBooths, isHeldReservation, isLiveReservation, RESERVATION_STATUS } from '../../core'
import { boothSchedules } from '../availability/boothSchedules'
import { lockBoothDays } from './lockBoothDays'

/**
 * Turns the booking's holds into confirmed reservations. If its hold lapsed and was released,
 * takes the same interval again when a booth is still free; false when the slot was taken.
 * Runs inside the caller's transaction; the exclusion constraint is the final judge.
 */
export async function secureBooths({
  req,
  booking,
}: {
  req: PayloadRequest
  booking: Booking
}): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: 'booth-reservations',
    where: { booking: { equals: booking.id } },
    depth: 0,
    limit: 10,
    req,
  })
  const live = docs.filter((r) => isLiveReservation(r.status))
  if (live.length) {
    for (const r of live) {
      if (isHeldReservation(r.status))
        await req.payload.update({
          collection: 'booth-reservations',
          id: r.id,
          data: { status: RESERVATION_STATUS.confirmed, holdExpiresAt: null },
          depth: 0,
          req,
        })
    }
    return true
  }
  const previous = docs[0]
  if (!previous) return false
  const interval = { start: new Date(previous.startsAt), end: new Date(previous.endsAt) }
  const needed = (booking.booths?.length ?? 1) >= 2 ? 2 : 1
  await lockBoothDays({ req, around: interval })
  const booths = chooseBooths({
    request: interval,
    booths: await boothSchedules({ req, around: interval }),
    needed,
  })
  if (!booths) return false
  for (const booth of booths) {
    await req.payload.create({
      collection: 'booth-reservations',
      data: {
        booking: booking.id,
        booth,
        status: RESERVATION_STATUS.confirmed,
        startsAt: previous.startsAt,
        endsAt: previous.endsAt,
      },
      depth: 0,
      req,
    })
  }
  await req.payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { booths: booths as ('booth1' | 'booth2')[] },
    depth: 0,
    req,
  })
  return true
}
