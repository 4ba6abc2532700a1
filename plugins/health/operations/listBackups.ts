import type { BackupStore } from '../adapters/backupStore'
import { backupTimeOf } from '../core/retention'

export type BackupListing = {
  id: string
  takenAt: Date
  /** Bytes of its database part (files are shared between backups and counted apart). */
  bytes: number
  /** False while it is being written, or when a backup stopped half way. */
  complete: boolean
}

/** The backups in a target, newest first, and the bytes of the files they share. */
export async function listBackups(
  store: BackupStore,
): Promise<{ backups: BackupListing[]; fileBytes: number; fileCount: number }> {
  const byId = new Map<string, BackupListing>()
  for (const object of await store.list('db/')) {
    const id = object.key.split('/')[1]
    const takenAt = backupTimeOf(id)
    if (!takenAt) continue
    const entry = byId.get(id) ?? { id, takenAt, bytes: 0, complete: false }
    entry.bytes += object.size
    if (object.key === `db/${id}/manifest`) entry.complete = true
    byId.set(id, entry)
  }
  const files = await store.list('files/')
  return {
    backups: [...byId.values()].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime()),
    fileBytes: files.reduce((sum, f) => sum + f.size, 0),
    fileCount: files.length,
  }
}
