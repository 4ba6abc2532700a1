import type { Payload, PayloadRequest } from 'payload'

import { relId } from '@kernel'

import { findGallery } from './ensureGallery'
import { photoResponse, type PhotoSize } from './photoResponse'

/**
 * The still photos of a booking's open gallery, oldest first (for a plugin that lets the
 * customer choose one, such as reviews; it checks its own permission first).
 */
export async function bookingPhotos(req: PayloadRequest, bookingId: number): Promise<number[]> {
  const gallery = await findGallery(req, bookingId)
  if (!gallery || gallery.status !== 'active') return []
  const { docs } = await req.payload.find({
    collection: 'gallery-photos',
    where: {
      and: [{ gallery: { equals: gallery.id } }, { kind: { equals: 'photo' } }],
    },
    sort: 'createdAt',
    limit: 5000,
    pagination: false,
    depth: 0,
    req,
  })
  return docs.filter((p) => relId(p.gallery) === gallery.id).map((p) => p.id)
}

/**
 * One photo of the booking's open gallery, streamed; null when it is not that booking's (or the
 * gallery expired and its files are gone). The caller decides who may see it.
 */
export async function bookingPhotoFile(
  req: PayloadRequest,
  bookingId: number,
  photoId: number,
  size: Exclude<PhotoSize, 'original'>,
): Promise<Response | null> {
  const gallery = await findGallery(req, bookingId)
  if (!gallery || gallery.status !== 'active') return null
  // Until the sizes job made the smaller files, the original stands in (as on the gallery page).
  return (
    (await photoResponse(req, gallery, photoId, size, false)) ??
    photoResponse(req, gallery, photoId, 'original', false)
  )
}

/** Of these photo ids, those whose gallery is still open (an expired gallery's files are gone). */
export async function openPhotoIds(payload: Payload, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { docs } = await payload.find({
    collection: 'gallery-photos',
    where: { and: [{ id: { in: ids } }, { 'gallery.status': { equals: 'active' } }] },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.map((d) => d.id))
}
