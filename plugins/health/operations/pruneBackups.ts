import type { BackupSettings } from '../adapters/backupSettings'
import { backupsToKeep, RETENTION, type RetentionPolicy } from '../core/retention'
import { fileKey, readManifest } from './backupManifest'
import { listBackups } from './listBackups'

/**
 * Deletes the backups the retention policy no longer keeps (14 daily, 8 weekly, 12 monthly), the
 * incomplete ones older than the newest complete one, and the files no kept backup lists.
 */
export async function pruneBackups(
  { store, key }: BackupSettings,
  policy: RetentionPolicy = RETENTION,
): Promise<{ removed: string[] }> {
  const { backups } = await listBackups(store)
  const complete = backups.filter((b) => b.complete)
  const keep = backupsToKeep(complete, policy)
  const newest = complete[0]?.takenAt.getTime() ?? 0
  const removed = backups
    .filter((b) => (b.complete ? !keep.has(b.id) : b.takenAt.getTime() < newest))
    .map((b) => b.id)
  for (const id of removed) await store.remove((await store.list(`db/${id}/`)).map((o) => o.key))
  if (!complete.length) return { removed }
  const listed = new Set<string>()
  for (const id of keep)
    for (const f of (await readManifest(store, key, id))?.files ?? []) listed.add(fileKey(f.sha256))
  const orphans = (await store.list('files/')).map((o) => o.key).filter((k) => !listed.has(k))
  await store.remove(orphans)
  return { removed }
}
