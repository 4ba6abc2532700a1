import type { PayloadRequest } from 'payload'

import { addDaysToDateString, formatDateLong, formatTimeOrDash } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { boothLabel } from '../core/boothLabel'
import { relId } from '../core/relId'

export const NEEDS_ATTENDANT_DAYS = 14

const WAITING: Record<string, string> = {
  none: 'No attendant',
  offered: 'Waiting for an answer',
  declined: 'Declined',
}

/**
 * Confirmed, staffed events in the next 14 days (today included) with a booth that has no
 * accepted attendant: nobody asked, an answer pending, or a decline.
 */
export async function needsAttendant(req: PayloadRequest, now: Date) {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs: bookings } = await req.payload.find({
    collection: 'bookings',
    where: {
      status: { equals: 'confirmed' },
      eventDate: {
        greater_than_equal: today,
        less_than_equal: addDaysToDateString(today, NEEDS_ATTENDANT_DAYS),
      },
    },
    sort: 'eventDate',
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  const staffed = bookings.filter(
    (b) => !(b.snapshot as { package?: { selfServe?: boolean } } | null)?.package?.selfServe,
  )
  const { docs: crew } = await req.payload.find({
    collection: 'crew-assignments',
    where: { booking: { in: staffed.map((b) => b.id) } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return staffed.flatMap((b) =>
    (b.booths ?? []).flatMap((booth) => {
      const a = crew.find((c) => relId(c.booking) === b.id && c.booth === booth)
      const state = a?.status ?? 'none'
      if (state === 'accepted') return []
      return [
        {
          bookingId: b.id,
          reference: b.reference ?? '',
          when: `${formatDateLong(b.eventDate)}, ${formatTimeOrDash(b.eventTime)}`,
          booth: boothLabel(booth),
          state: WAITING[state] ?? state,
        },
      ]
    }),
  )
}
