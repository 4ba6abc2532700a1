import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { GallerySummary } from '@booking/server'
import { siteOrigin, transactionDb } from '@server-kit'

import { findGallery } from './ensureGallery'
import { galleryUrl } from './galleryTypes'

/** The booking snapshot's `gallery`: its link, photo count and expiry; null before it exists. */
export async function gallerySummary(
  req: PayloadRequest,
  bookingId: number,
): Promise<GallerySummary | null> {
  const gallery = await findGallery(req, bookingId)
  if (!gallery) return null
  const db = await transactionDb(req)
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS n FROM gallery_photos WHERE gallery_id = ${gallery.id}`,
  )
  return {
    url: galleryUrl(siteOrigin(), gallery.slug),
    photoCount: Number(rows[0]?.n ?? 0),
    expiresOn: gallery.expiresOn,
  }
}
