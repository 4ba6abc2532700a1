import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { fileTypeFromBuffer } from 'file-type'
import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { afterCommit, inTransaction, transactionDb, type Failure } from '@server-kit'

import { fileVerdict } from '../core/fileKind'
import { ensureGallery } from './ensureGallery'
import { sendGalleryEmail } from './galleryEmails'
import type { GalleryRow } from './galleryTypes'

export type UploadResult =
  | { ok: true; id: number; duplicate: boolean }
  | Failure<'not_found' | 'unsupported_file' | 'file_too_large' | 'empty_file' | 'gallery_expired'>

/**
 * One file into the booking's gallery. Its type is read from the bytes; the same bytes again
 * give the first photo back (`duplicate`), even when both arrive at once: an advisory lock per
 * gallery and hash serializes them, and the unique (gallery, sha256) index is the backstop.
 * Sizes are made later by the gallerySizes job; the first photo claims the one "ready" email.
 */
export async function uploadPhoto(args: {
  req: PayloadRequest
  bookingId: number
  data: Buffer
  name: string
}): Promise<UploadResult> {
  const { req, bookingId, data } = args
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  const verdict = fileVerdict((await fileTypeFromBuffer(data))?.mime, data.length)
  if (!verdict.ok) return verdict
  const gallery = await ensureGallery(req, booking)
  if (gallery.status === 'expired') return { ok: false, code: 'gallery_expired' }
  const sha256 = createHash('sha256').update(data).digest('hex')
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    await db.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`gallery:${gallery.id}:${sha256}`}))`,
    )
    const { docs } = await req.payload.find({
      collection: 'gallery-photos',
      where: { gallery: { equals: gallery.id }, sha256: { equals: sha256 } },
      depth: 0,
      limit: 1,
      req,
    })
    if (docs[0]) return { ok: true as const, id: docs[0].id, duplicate: true }
    const photo = await req.payload.create({
      collection: 'gallery-photos',
      data: { gallery: gallery.id, booking: booking.id, sha256, kind: verdict.kind },
      file: {
        data,
        mimetype: verdict.mime,
        name: `g${gallery.id}-${sha256.slice(0, 32)}.${verdict.ext}`,
        size: data.length,
      },
      depth: 0,
      req,
    })
    await req.payload.jobs.queue({
      task: 'gallerySizes',
      queue: 'galleries',
      input: { photoId: photo.id },
      req,
    })
    await claimReadyEmail(req, gallery)
    return { ok: true as const, id: photo.id, duplicate: false }
  })
}

/** The first photo's transaction claims the email; the others find it claimed (row lock). */
async function claimReadyEmail(req: PayloadRequest, gallery: GalleryRow) {
  const db = await transactionDb(req)
  const claimed = await db.execute(sql`UPDATE galleries SET ready_email_at = now()
    WHERE id = ${gallery.id} AND ready_email_at IS NULL RETURNING id`)
  if (claimed.rows.length)
    await afterCommit(req, () => sendGalleryEmail(req, gallery, 'gallery_ready'))
}
