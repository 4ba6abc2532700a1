import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

import { galleryStore } from '../adapters/storageFromEnv'
import { photoFileKeys } from '../core/sizeKeys'

/** Every file of a gallery (originals and made sizes) removed from the store. */
export async function deleteGalleryFiles(req: PayloadRequest, galleryId: number) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`SELECT filename, thumb_key AS "thumbKey",
    web_key AS "webKey" FROM gallery_photos WHERE gallery_id = ${galleryId}`)
  const keys = rows.flatMap((r) => photoFileKeys(r))
  await galleryStore().remove(keys)
  return keys.length
}
