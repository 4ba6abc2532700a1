import type { Readable } from 'node:stream'

import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import type { GalleryStore } from './galleryStore'

const notFound = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string })?.name ?? '')

/** Objects under `prefix/` in the bucket Payload's S3 adapter writes the originals to. */
export function s3Store(bucket: string, prefix: string, config: S3ClientConfig): GalleryStore {
  const client = new S3Client(config)
  const key = (k: string) => `${prefix}/${k}`
  return {
    name: 's3',
    put: async (k, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key(k), Body: body, ContentType: contentType }),
      )
    },
    get: async (k) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(k) }))
        return { body: out.Body as Readable, size: out.ContentLength }
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    remove: async (keys) => {
      // DeleteObjects takes up to 1,000 keys a call.
      for (let i = 0; i < keys.length; i += 1000)
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: key(k) })) },
          }),
        )
    },
  }
}
