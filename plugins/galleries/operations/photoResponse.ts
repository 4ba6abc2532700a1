import { Readable } from 'node:stream'

import type { PayloadRequest } from 'payload'

import { relId } from '@kernel'

import { galleryStore } from '../adapters/storageFromEnv'
import type { GalleryRow } from './galleryTypes'

export type PhotoSize = 'thumb' | 'web' | 'original'

/**
 * One file of an open gallery, streamed from the store. Private caching only: the link is the
 * permission, so a shared cache must never keep a copy for people without it.
 */
export async function photoResponse(
  req: PayloadRequest,
  gallery: GalleryRow,
  photoId: number,
  size: PhotoSize,
  download: boolean,
): Promise<Response | null> {
  const photo = await req.payload.findByID({
    collection: 'gallery-photos',
    id: photoId,
    depth: 0,
    disableErrors: true,
  })
  if (!photo?.filename || relId(photo.gallery) !== gallery.id) return null
  const key = size === 'thumb' ? photo.thumbKey : size === 'web' ? photo.webKey : photo.filename
  if (!key) return null
  const stored = await galleryStore().get(key)
  if (!stored) return null
  const type = size === 'original' ? (photo.mimeType ?? 'application/octet-stream') : 'image/webp'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'private, max-age=86400, immutable',
    'X-Robots-Tag': 'noindex',
  }
  if (stored.size !== undefined) headers['Content-Length'] = String(stored.size)
  if (download) headers['Content-Disposition'] = `attachment; filename="${photo.filename}"`
  return new Response(Readable.toWeb(stored.body) as ReadableStream, { headers })
}
