import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeOrDash, relId } from '@kernel'

import { boothLabel } from '../core/boothLabel'
import { confirmedBookingsAhead } from './confirmedBookingsAhead'

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
  const bookings = await confirmedBookingsAhead(req, now, NEEDS_ATTENDANT_DAYS)
  const staffed = bookings.filter((b) => !b.selfServe)
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
