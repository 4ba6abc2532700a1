import { openBytes, sealBytes } from '../crypto/backupCipher'
import type { BackupStore } from '../adapters/backupStore'

export type ManifestTable = {
  name: string
  columns: string[]
  rows: number
  bytes: number
  /** md5 over the rows' column values, in the backup's snapshot (copyTables.tableChecksums). */
  checksum: string
}
export type ManifestFile = { path: string; sha256: string; size: number }
export type ManifestSequence = { name: string; value: string | null; isCalled: boolean }

/** What a backup holds; written last, so a backup without one is incomplete. */
export type BackupManifest = {
  format: 1
  id: string
  takenAt: string
  server: string
  migrations: string[]
  tables: ManifestTable[]
  sequences: ManifestSequence[]
  files: ManifestFile[]
  seconds: number
}

export const manifestKey = (id: string) => `db/${id}/manifest`
export const tableKey = (id: string, table: string) => `db/${id}/tables/${table}`
export const fileKey = (sha256: string) => `files/${sha256}`

export async function writeManifest(store: BackupStore, key: Buffer, m: BackupManifest) {
  await store.put(manifestKey(m.id), sealBytes(Buffer.from(JSON.stringify(m)), key))
}

export async function readManifest(
  store: BackupStore,
  key: Buffer,
  id: string,
): Promise<BackupManifest | null> {
  const sealed = await store.get(manifestKey(id))
  return sealed ? (JSON.parse(openBytes(sealed, key).toString('utf8')) as BackupManifest) : null
}
