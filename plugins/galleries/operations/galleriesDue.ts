import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { eventsEndedBetween } from '@booking/server'
import { idList, transactionDb } from '@server-kit'

export type GalleryDue = {
  id: number
  reference: string
  name: string
  eventDate: string
  endedAt: string
}

/** Of these bookings, those whose gallery holds a photo. */
async function withPhotos(req: PayloadRequest, bookingIds: number[]): Promise<Set<number>> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`SELECT DISTINCT g.booking_id AS id
    FROM galleries g JOIN gallery_photos p ON p.gallery_id = g.id
    WHERE g.booking_id = ANY(${idList(bookingIds)})`)
  return new Set(rows.map((r) => Number(r.id)))
}

/**
 * Today's "gallery due" list: confirmed events whose booth time ended more than 20 hours ago (in
 * the last 14 days) with no photo in their gallery and no gallery link pasted: the 24-hour
 * promise is about to break. The 50 that ended first.
 */
export async function galleriesDue(req: PayloadRequest, now: Date): Promise<GalleryDue[]> {
  const ended = await eventsEndedBetween(req, {
    after: new Date(now.getTime() - 14 * 86_400_000),
    before: new Date(now.getTime() - 20 * 3600_000),
  })
  const unlinked = ended.filter((e) => !e.galleryUrl)
  if (!unlinked.length) return []
  const photographed = await withPhotos(
    req,
    unlinked.map((e) => e.id),
  )
  return unlinked
    .filter((e) => !photographed.has(e.id))
    .slice(0, 50)
    .map(({ id, reference, name, eventDate, endedAt }) => ({
      id,
      reference,
      name,
      eventDate,
      endedAt,
    }))
}
