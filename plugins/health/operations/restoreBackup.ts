import fs from 'node:fs/promises'
import path from 'node:path'

import type { PoolClient } from 'pg'

import type { BackupSettings } from '../adapters/backupSettings'
import { loadOrder } from '../core/loadOrder'
import { openBytes } from '../crypto/backupCipher'
import { fileKey, readManifest, tableKey } from './backupManifest'
import { copyIn, foreignKeys, ident, publicTables, tableChecksums } from './copyTables'

export type RestoreResult = { id: string; counts: { table: string; rows: number }[]; files: number }

// The migrations that built the schema wrote their own rows: the backup's are not loaded over them.
const SCHEMA_OWNED = new Set(['payload_migrations'])

/**
 * Loads backup `id` into the database of `client`, whose schema the migrations just built: all in
 * one transaction, tables in foreign-key order with every constraint checked, sequences set after.
 * Files go to `mediaDir` (never the live folder unless the caller says so).
 */
export async function restoreBackup(
  client: PoolClient,
  { store, key }: BackupSettings,
  id: string,
  mediaDir: string,
): Promise<RestoreResult> {
  const manifest = await readManifest(store, key, id)
  if (!manifest) throw new Error(`no complete backup named ${id} in ${store.where}`)
  const target = new Map((await publicTables(client)).map((t) => [t.name, t]))
  for (const t of manifest.tables) {
    const missing = t.columns.filter((c) => !target.get(t.name)?.columns.includes(c))
    if (missing.length)
      throw new Error(
        `the schema has no ${t.name}(${missing.join(', ')}): restore with the version that made the backup`,
      )
  }
  const tables = new Map(manifest.tables.map((t) => [t.name, t]))
  const order = loadOrder([...tables.keys()], await foreignKeys(client))
  await client.query('BEGIN')
  try {
    // The tables' own triggers (privacy_log refuses TRUNCATE) are off for the load only; the
    // foreign keys stay checked. Both inside this transaction: nobody sees them off.
    const all = [...target.keys()].map(ident)
    for (const t of all) await client.query(`ALTER TABLE ${t} DISABLE TRIGGER USER`)
    const cleared = [...target.keys()].filter((t) => !SCHEMA_OWNED.has(t)).map(ident)
    if (cleared.length) await client.query(`TRUNCATE ${cleared.join(', ')}`)
    for (const name of order) {
      const t = tables.get(name)!
      if (SCHEMA_OWNED.has(name) || !t.rows) continue
      const sealed = await store.get(tableKey(id, name))
      if (!sealed) throw new Error(`backup ${id} lacks the rows of ${name}`)
      await copyIn(client, t, openBytes(sealed, key))
    }
    for (const s of manifest.sequences)
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        ident(s.name),
        s.value ?? '1',
        s.isCalled,
      ])
    for (const t of all) await client.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  }
  // Every table must come back exactly as the snapshot had it.
  const loaded = order.filter((n) => !SCHEMA_OWNED.has(n)).map((n) => tables.get(n)!)
  const sums = await tableChecksums(client, loaded)
  const differ = loaded.filter((t) => sums[t.name].checksum !== t.checksum).map((t) => t.name)
  if (differ.length)
    throw new Error(`restored rows differ from the backup in: ${differ.join(', ')}`)
  for (const f of manifest.files) {
    const sealed = await store.get(fileKey(f.sha256))
    if (!sealed) throw new Error(`backup ${id} lacks the file ${f.path}`)
    const full = path.resolve(mediaDir, f.path)
    await fs.mkdir(path.dirname(full), { recursive: true })
    await fs.writeFile(full, openBytes(sealed, key))
  }
  const counts = loaded.map((t) => ({ table: t.name, rows: sums[t.name].rows }))
  return { id, counts, files: manifest.files.length }
}
