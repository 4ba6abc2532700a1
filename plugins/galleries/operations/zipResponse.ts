import { PassThrough, Readable } from 'node:stream'

import archiver from 'archiver'
import type { PayloadRequest } from 'payload'

import { galleryStore } from '../adapters/storageFromEnv'
import type { GalleryRow } from './galleryTypes'

/**
 * "Download all": a zip streamed file by file from the store (photos are already compressed, so
 * stored as is). One file is open at a time; memory stays flat however many photos there are.
 */
export async function zipResponse(req: PayloadRequest, gallery: GalleryRow): Promise<Response> {
  const { docs } = await req.payload.find({
    collection: 'gallery-photos',
    where: { gallery: { equals: gallery.id } },
    sort: 'createdAt',
    limit: 10_000,
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const zip = archiver('zip', { store: true })
  const out = new PassThrough()
  zip.on('error', (error: Error) => out.destroy(error))
  zip.pipe(out)
  void (async () => {
    let n = 0
    for (const photo of docs) {
      if (!photo.filename) continue
      const stored = await galleryStore().get(photo.filename)
      if (!stored) continue
      n++
      const done = new Promise((resolve) => zip.once('entry', resolve))
      zip.append(stored.body, { name: `photo-${String(n).padStart(4, '0')}-${photo.filename}` })
      await done // the next file opens once this one is written
    }
    await zip.finalize()
  })().catch((error) => out.destroy(error))
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="gallery-${gallery.slug.slice(0, 8)}.zip"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
