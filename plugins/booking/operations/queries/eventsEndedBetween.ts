import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

import { BOOKING_STATUS, type BookingStatus } from '../../core/bookingStatus'

export type EndedEvent = {
  id: number
  reference: string
  /** First and last name. */
  name: string
  eventDate: string
  /** When its last booth time ended (ISO). */
  endedAt: string
  /** The gallery link staff pasted, if any. */
  galleryUrl: string | null
}

/**
 * Bookings (confirmed by default) whose booth time ended inside (after, before), the earliest
 * ended first: the events a follow-up such as the 24-hour gallery promise is about.
 */
export async function eventsEndedBetween(
  req: PayloadRequest,
  range: { after: Date; before: Date; status?: BookingStatus },
): Promise<EndedEvent[]> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    SELECT b.id, b.reference, b.first_name || ' ' || b.last_name AS name,
      b.event_date AS "eventDate", b.gallery_url AS "galleryUrl", max(r.ends_at) AS "endedAt"
    FROM bookings b JOIN booth_reservations r ON r.booking_id = b.id
    WHERE b.status = ${range.status ?? BOOKING_STATUS.confirmed}
    GROUP BY b.id
    HAVING max(r.ends_at) < ${range.before.toISOString()}
      AND max(r.ends_at) > ${range.after.toISOString()}
    ORDER BY max(r.ends_at)`)
  return rows.map((r) => ({
    id: Number(r.id),
    reference: String(r.reference),
    name: String(r.name),
    eventDate: String(r.eventDate),
    endedAt: new Date(String(r.endedAt)).toISOString(),
    galleryUrl: r.galleryUrl == null ? null : String(r.galleryUrl),
  }))
}
