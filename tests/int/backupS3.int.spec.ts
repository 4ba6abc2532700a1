import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { backupSettings, listBackups, pruneBackups, takeBackup } from '@health/server'

import { readManifest } from '../../plugins/health/operations/backupManifest'
import { FAKE_S3_BUCKET, startFakeS3 } from '../helpers/fakeS3'
import { stripeApp } from '../helpers/payments'

// The port galleries.s3.int uses (one file at a time per worker): the tests' servers are +1, +2.
const port = Number(new URL(stripeApp()).port) + 3
const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 })
let s3: Awaited<ReturnType<typeof startFakeS3>> | undefined
afterAll(async () => {
  await s3?.stop()
  await sql.end()
})

describe('backups to an S3-compatible bucket', () => {
  it('go under BACKUP_S3_PREFIX in the galleries’ bucket, sealed, listed and kept', async () => {
    s3 = await startFakeS3(port)
    const settings = backupSettings({
      ...s3.env,
      BACKUP_S3_PREFIX: 'backups',
      BACKUP_KEY: `s3-test-key-${'k'.repeat(40)}`,
      MEDIA_DIR: 'media',
      NODE_ENV: 'test',
    } as NodeJS.ProcessEnv)
    expect(settings.store.where).toBe(`s3://${FAKE_S3_BUCKET}/backups`)
    const client = await sql.connect()
    const backup = await takeBackup(client, settings, new Date()).finally(() => client.release())
    if (!backup.ok) throw new Error(backup.code)
    const keys = await s3.keys('backups/')
    expect(keys).toContain(`backups/db/${backup.id}/manifest`)
    expect(keys).toContain(`backups/db/${backup.id}/tables/bookings`)
    const listed = await listBackups(settings.store)
    expect(listed.backups.map((b) => [b.id, b.complete])).toEqual([[backup.id, true]])
    // Sealed: the raw object is not the rows; the key opens it.
    const raw = await settings.store.get(`db/${backup.id}/tables/users`)
    expect(raw!.subarray(0, 4).toString()).toBe('PBB1')
    const manifest = (await readManifest(settings.store, settings.key, backup.id))!
    const blobs = new Set(manifest.files.map((f) => f.sha256)).size
    expect(listed.fileCount).toBe(blobs)
    // Pruning keeps the only backup and every file it lists.
    expect((await pruneBackups(settings)).removed).toEqual([])
    expect((await s3.keys('backups/files/')).length).toBe(blobs)
  })
})
