import type { PayloadRequest } from 'payload'
import sharp from 'sharp'

import { galleryStore } from '../adapters/storageFromEnv'
import { THUMB_WIDTH, WEB_WIDTH, thumbKeyOf, webKeyOf } from '../core/sizeKeys'
import { readAll } from './readAll'

/**
 * The thumbnail and web size of one photo, made from the stored original (any server wrote it:
 * the store is shared). Idempotent: a photo with its sizes is left alone. Videos keep their
 * original only; a GIF's sizes are its first frame (the lightbox plays the original).
 */
export async function makeSizes(req: PayloadRequest, photoId: number): Promise<string> {
  const photo = await req.payload.findByID({
    collection: 'gallery-photos',
    id: photoId,
    depth: 0,
    disableErrors: true,
    req,
  })
  if (!photo?.filename) return 'gone'
  if (photo.sizesAt) return 'already made'
  if (photo.kind === 'video') return 'video: no sizes'
  const stored = await galleryStore().get(photo.filename)
  if (!stored) return 'original missing'
  const original = await readAll(stored.body)
  const store = galleryStore()
  const resize = (width: number) =>
    sharp(original, { pages: 1 })
      .rotate() // the camera's EXIF orientation
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
  const thumbKey = thumbKeyOf(photo.filename)
  const webKey = webKeyOf(photo.filename)
  await store.put(thumbKey, await resize(THUMB_WIDTH), 'image/webp')
  await store.put(webKey, await resize(WEB_WIDTH), 'image/webp')
  await req.payload.update({
    collection: 'gallery-photos',
    id: photoId,
    depth: 0,
    req,
    data: { thumbKey, webKey, sizesAt: new Date().toISOString() },
  })
  return 'made'
}
