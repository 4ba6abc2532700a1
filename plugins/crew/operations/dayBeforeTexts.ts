import type { PayloadRequest } from 'payload'

import { BOOKING_STATUS, crewBookings } from '@booking/server'
import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, formatInstant, instantToZonedWall } from '@kernel/time'
import { queueSms } from '@outbox/server'

import { dayBeforeText } from '../core/crewTexts'

// Sent in the customer's daytime, never at night (Winnipeg hours, 24-hour clock).
const FIRST_HOUR = 10
const LAST_HOUR = 20

/**
 * The day-before reminder by text: each confirmed event tomorrow (Winnipeg) whose customer agreed
 * to texts hears when the attendant arrives (the setup start). Once per booking and date, whichever
 * server runs the hourly job; a booking moved to another day gets its own reminder.
 */
export async function dayBeforeTexts({ req, now }: { req: PayloadRequest; now: Date }) {
  const wall = instantToZonedWall(now, BUSINESS_TIME_ZONE)
  const hour = Number(wall.time.slice(0, 2))
  if (hour < FIRST_HOUR || hour >= LAST_HOUR) return 0
  const tomorrow = addDaysToDateString(wall.date, 1)
  const [bookings, settings] = await Promise.all([
    crewBookings(req, { from: tomorrow, to: tomorrow, statuses: [BOOKING_STATUS.confirmed] }),
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
  ])
  let queued = 0
  for (const b of bookings) {
    const setup = b.timeline?.setupStart
    if (!setup) continue
    const outcome = await queueSms(req, {
      to: b.phone,
      text: dayBeforeText({
        business: settings.businessName || 'Your photo booth',
        arrival: formatInstant(setup, 'time'),
        selfServe: b.selfServe,
      }),
      kind: 'day_before',
      audience: 'customer',
      bookingId: b.id,
      dedupeKey: `day_before:${b.id}:${b.eventDate}`,
    })
    if (outcome === 'queued') queued++
  }
  return queued
}
