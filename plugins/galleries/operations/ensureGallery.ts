import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

import { expiresOnFor } from '../core/galleryDates'
import type { GalleryRow } from './galleryTypes'

const SELECT = sql`SELECT id, booking_id AS "bookingId", slug, guest_code AS "guestCode",
  expires_on AS "expiresOn", status FROM galleries`

/** The booking's gallery, or null when none was made yet. */
export async function findGallery(req: PayloadRequest, bookingId: number) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`${SELECT} WHERE booking_id = ${bookingId}`)
  return (rows[0] as GalleryRow | undefined) ?? null
}

/** The gallery with this link, or null. */
export async function galleryBySlug(req: PayloadRequest, slug: string) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`${SELECT} WHERE slug = ${slug}`)
  return (rows[0] as GalleryRow | undefined) ?? null
}

/**
 * The booking's gallery, made on first need (the first upload, or staff opening it). Thirty
 * parallel first uploads make one: the unique booking column settles the race in the database.
 */
export async function ensureGallery(
  req: PayloadRequest,
  booking: { id: number; eventDate: string },
): Promise<GalleryRow> {
  const found = await findGallery(req, booking.id)
  if (found) return found
  const db = await transactionDb(req)
  // 128 random bits: the link cannot be guessed or enumerated.
  const slug = randomBytes(16).toString('base64url')
  await db.execute(sql`INSERT INTO galleries (booking_id, slug, expires_on, status, updated_at, created_at)
    VALUES (${booking.id}, ${slug}, ${expiresOnFor(booking.eventDate)}, 'active', now(), now())
    ON CONFLICT (booking_id) DO NOTHING`)
  return (await findGallery(req, booking.id))!
}
