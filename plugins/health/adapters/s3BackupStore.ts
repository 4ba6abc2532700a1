import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'

import type { BackupStore, StoredObject } from './backupStore'

const notFound = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string })?.name ?? '')

/** Backups as objects under `prefix/` of an S3-compatible bucket (AWS, R2, B2, MinIO). */
export function s3BackupStore(bucket: string, prefix: string, config: S3ClientConfig): BackupStore {
  const client = new S3Client(config)
  const full = (k: string) => `${prefix}/${k}`
  return {
    where: `s3://${bucket}/${prefix}`,
    put: async (k, body) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(k), Body: body }))
    },
    get: async (k) => {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(k) }))
        return Buffer.from(await out.Body!.transformToByteArray())
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    has: async (k) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(k) }))
        return true
      } catch (error) {
        if (
          notFound(error) ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return false
        throw error
      }
    },
    list: async (p) => {
      const out: StoredObject[] = []
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: full(p), ContinuationToken: token }),
        )
        for (const o of page.Contents ?? [])
          out.push({ key: o.Key!.slice(prefix.length + 1), size: o.Size ?? 0 })
        token = page.NextContinuationToken
      } while (token)
      return out
    },
    remove: async (keys) => {
      for (let i = 0; i < keys.length; i += 1000)
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((k) => ({ Key: full(k) })) },
          }),
        )
    },
  }
}
