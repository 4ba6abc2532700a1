import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
// s3rver (MIT): a local S3 API for tests, as Stripe, Google and Telegram have their fakes.
import S3rver from 's3rver'

export const FAKE_S3_BUCKET = 'gallery-test'

/** A fake S3 on 127.0.0.1:`port`, its bucket made; `env` is what a server needs to use it. */
export async function startFakeS3(port: number) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-s3-'))
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: FAKE_S3_BUCKET, configs: [] }],
  })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const env = {
    S3_BUCKET: FAKE_S3_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  }
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  return {
    env,
    /** The keys under `prefix` in the bucket. */
    keys: async (prefix: string) => {
      const out = await client.send(
        new ListObjectsV2Command({ Bucket: FAKE_S3_BUCKET, Prefix: prefix }),
      )
      return (out.Contents ?? []).map((o) => o.Key!)
    },
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
