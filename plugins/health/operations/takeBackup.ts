import type { PoolClient } from 'pg'

import type { BackupSettings } from '../adapters/backupSettings'
import { backupIdAt } from '../core/retention'
import { sealBytes } from '../crypto/backupCipher'
import { backupFiles } from './backupFiles'
import { tableKey, writeManifest, type BackupManifest, type ManifestTable } from './backupManifest'
import { copyOut, publicTables, tableChecksums } from './copyTables'

export type BackupResult =
  | {
      ok: true
      id: string
      where: string
      tables: number
      rows: number
      files: number
      filesCopied: number
      bytes: number
      seconds: number
    }
  | { ok: false; code: 'backup_running' }

const LOCK = `select pg_try_advisory_lock(hashtext('health:backup')) as ok`
const UNLOCK = `select pg_advisory_unlock(hashtext('health:backup'))`

/**
 * One consistent backup: every table copied inside one REPEATABLE READ READ ONLY transaction (one
 * snapshot, through the app's own connection: no pg_dump needed), each sealed and stored, then
 * the changed files, then the manifest. Two servers at once make one: the other is told it runs.
 */
export async function takeBackup(
  client: PoolClient,
  settings: BackupSettings,
  now: Date,
): Promise<BackupResult> {
  if (!(await client.query<{ ok: boolean }>(LOCK)).rows[0].ok)
    return { ok: false, code: 'backup_running' }
  const started = Date.now()
  try {
    const id = backupIdAt(now)
    const { store, key } = settings
    let bytes = 0
    const tables: ManifestTable[] = []
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      for (const table of await publicTables(client)) {
        const data = await copyOut(client, table)
        const sealed = sealBytes(data, key)
        await store.put(tableKey(id, table.name), sealed)
        bytes += sealed.length
        const sum = (await tableChecksums(client, [table]))[table.name]
        tables.push({ ...table, rows: sum.rows, checksum: sum.checksum, bytes: sealed.length })
      }
      const meta = await snapshotMeta(client)
      await client.query('COMMIT')
      const { files, copied } = await backupFiles(store, key, settings.mediaDir)
      const seconds = (Date.now() - started) / 1000
      const manifest: BackupManifest = {
        format: 1,
        id,
        takenAt: now.toISOString(),
        ...meta,
        tables,
        files,
        seconds,
      }
      await writeManifest(store, key, manifest)
      const rows = tables.reduce((sum, t) => sum + t.rows, 0)
      return {
        ok: true,
        id,
        where: store.where,
        tables: tables.length,
        rows,
        files: files.length,
        filesCopied: copied,
        bytes,
        seconds,
      }
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  } finally {
    await client.query(UNLOCK).catch(() => {})
  }
}

/** The server's version, the migrations the schema has, and every sequence's position. */
async function snapshotMeta(client: PoolClient) {
  const server = (await client.query<{ v: string }>('show server_version')).rows[0].v
  const migrations = (
    await client.query<{ name: string }>('select name from payload_migrations order by id')
  ).rows.map((r) => r.name)
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    )
  ).rows.map((r) => ({ name: r.name, value: r.value, isCalled: r.value !== null }))
  return { server, migrations, sequences }
}
