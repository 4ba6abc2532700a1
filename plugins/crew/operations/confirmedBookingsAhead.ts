import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS, crewBookings } from '@booking/server'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

/** Confirmed bookings from today to `days` ahead (Winnipeg dates, both ends), soonest first. */
export async function confirmedBookingsAhead(req: PayloadRequest, now: Date, days: number) {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  return crewBookings(req, {
    from: today,
    to: addDaysToDateString(today, days),
    statuses: [BOOKING_STATUS.confirmed],
  })
}
