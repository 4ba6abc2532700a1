import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

/** Confirmed bookings from today to `days` ahead (Winnipeg dates, both ends), soonest first. */
export async function confirmedBookingsAhead(req: PayloadRequest, now: Date, days: number) {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      status: { equals: 'confirmed' },
      eventDate: {
        greater_than_equal: today,
        less_than_equal: addDaysToDateString(today, days),
      },
    },
    sort: 'eventDate',
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return docs
}
