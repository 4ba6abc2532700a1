import type { S3ClientConfig } from '@aws-sdk/client-s3'

import { galleryDir } from '../collections/GalleryPhotos'
import { diskStore } from './diskStore'
import type { GalleryStore } from './galleryStore'
import { s3Store } from './s3Store'

export const S3_PREFIX = 'galleries'

export type S3Settings = { bucket: string; config: S3ClientConfig }

/**
 * S3 when S3_BUCKET is set (any S3-compatible store: AWS, R2, MinIO with S3_ENDPOINT and
 * S3_FORCE_PATH_STYLE=true); local disk otherwise.
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(env.S3_ACCESS_KEY_ID
        ? {
            credentials: {
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
            },
          }
        : {}),
    },
  }
}

let cached: GalleryStore | undefined

/** The one store of this process (the SDK client keeps its connections). */
export function galleryStore(): GalleryStore {
  if (cached) return cached
  const s3 = s3SettingsFromEnv(process.env)
  cached = s3 ? s3Store(s3.bucket, S3_PREFIX, s3.config) : diskStore(galleryDir())
  return cached
}
