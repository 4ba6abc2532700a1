import type { PayloadRequest } from 'payload'

import { type Failure } from '@server-kit'
import { formatInstant } from '@kernel/time'
import { relId } from '@kernel'

import { galleryStore } from '../adapters/storageFromEnv'
import { photoFileKeys } from '../core/sizeKeys'

const KIND = { photo: 'Photo', gif: 'GIF', video: 'Video' } as const

/** The gallery's files for the staff panel, newest first: a thumbnail once the sizes job made it. */
export async function staffPhotos(req: PayloadRequest, bookingId: number, slug: string) {
  const { docs } = await req.payload.find({
    collection: 'gallery-photos',
    where: { booking: { equals: bookingId } },
    sort: '-createdAt',
    depth: 0,
    limit: 200,
    req,
  })
  return docs.map((p) => ({
    id: p.id,
    name: p.filename ?? `${KIND[p.kind]} ${p.id}`,
    kind: KIND[p.kind],
    uploaded: formatInstant(p.createdAt, 'dateTime'),
    // Staff read any gallery's files through its own route (galleryAccess lets staff in).
    thumbUrl: p.thumbKey ? `/api/galleries/${slug}/photos/${p.id}/thumb` : null,
  }))
}

/** Deletes one file of this booking's gallery: its original and sizes from the store, then its row. */
export async function deletePhoto(
  req: PayloadRequest,
  bookingId: number,
  photoId: number,
): Promise<Failure<'not_found'> | { ok: true; body: { deleted: string } }> {
  const photo = await req.payload.findByID({
    collection: 'gallery-photos',
    id: photoId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!photo || relId(photo.booking) !== bookingId) return { ok: false, code: 'not_found' }
  const keys = photoFileKeys(photo)
  await req.payload.delete({ collection: 'gallery-photos', id: photo.id, req })
  await galleryStore().remove(keys)
  return { ok: true, body: { deleted: photo.filename ?? `file ${photo.id}` } }
}
