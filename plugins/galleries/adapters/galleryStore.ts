import type { Readable } from 'node:stream'

/** A stored file, read as a stream: a zip of 600 photos never holds them in memory. */
export type StoredFile = { body: Readable; size?: number }

/**
 * Where gallery files live: the same place Payload's upload adapter writes the originals (local
 * disk, or the S3 bucket and prefix), so the sizes job and the gallery route read what any
 * server wrote.
 */
export type GalleryStore = {
  name: 'disk' | 's3'
  put: (key: string, body: Buffer, contentType: string) => Promise<void>
  get: (key: string) => Promise<StoredFile | null>
  remove: (keys: string[]) => Promise<void>
}
