import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

export type GalleryDue = {
  id: number
  reference: string
  name: string
  eventDate: string
  endedAt: string
}

/**
 * Today's "gallery due" list: confirmed events whose booth time ended more than 20 hours ago (in
 * the last 14 days) with no photo in their gallery and no gallery link pasted: the 24-hour
 * promise is about to break.
 */
export async function galleriesDue(req: PayloadRequest, now: Date): Promise<GalleryDue[]> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    SELECT b.id, b.reference, b.first_name || ' ' || b.last_name AS name,
      b.event_date AS "eventDate", max(r.ends_at) AS "endedAt"
    FROM bookings b JOIN booth_reservations r ON r.booking_id = b.id
    WHERE b.status = 'confirmed' AND coalesce(b.gallery_url, '') = ''
      AND NOT EXISTS (SELECT 1 FROM galleries g JOIN gallery_photos p ON p.gallery_id = g.id
        WHERE g.booking_id = b.id)
    GROUP BY b.id
    HAVING max(r.ends_at) < ${new Date(now.getTime() - 20 * 3600_000).toISOString()}
      AND max(r.ends_at) > ${new Date(now.getTime() - 14 * 86_400_000).toISOString()}
    ORDER BY max(r.ends_at) LIMIT 50`)
  return rows.map((r) => ({
    id: Number(r.id),
    reference: String(r.reference),
    name: String(r.name),
    eventDate: String(r.eventDate),
    endedAt: new Date(String(r.endedAt)).toISOString(),
  }))
}
