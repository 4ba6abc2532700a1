import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { siteOrigin, transactionDb, type Failure } from '@server-kit'

import { uploadKeyLastDay } from '../core/galleryDates'
import { uploadKeyFor } from '../keys/gallerySecrets'
import { ensureGallery } from './ensureGallery'
import { galleryUrl } from './galleryTypes'
import { staffPhotos } from './galleryPhotos'

/** The booking workspace's gallery panel: link, booth upload key (with its last day), code, count
 * and the files (thumbnails to check, each deletable). */
export async function staffGallery(req: PayloadRequest, bookingId: number) {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' } as Failure<'not_found'>
  const gallery = await ensureGallery(req, booking)
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS n FROM gallery_photos WHERE gallery_id = ${gallery.id}`,
  )
  const origin = siteOrigin()
  return {
    ok: true as const,
    body: {
      url: galleryUrl(origin, gallery.slug),
      uploadUrl: `${origin}/api/bookings/${bookingId}/gallery/photos`,
      uploadKey: uploadKeyFor(req.payload.secret, bookingId, gallery.slug),
      uploadKeyLastDay: uploadKeyLastDay(booking.eventDate),
      guestCode: gallery.guestCode,
      expiresOn: gallery.expiresOn,
      status: gallery.status,
      photoCount: Number(rows[0]?.n ?? 0),
      photos: gallery.status === 'active' ? await staffPhotos(req, bookingId, gallery.slug) : [],
    },
  }
}

/** Sets (4 digits) or clears (empty) the gallery's guest code. */
export async function setGuestCode(req: PayloadRequest, bookingId: number, code: string | null) {
  const found = await staffGallery(req, bookingId)
  if (!found.ok) return found
  const db = await transactionDb(req)
  await db.execute(sql`UPDATE galleries SET guest_code = ${code}, updated_at = now()
    WHERE booking_id = ${bookingId}`)
  return staffGallery(req, bookingId)
}
