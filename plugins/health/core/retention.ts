// Grandfather-father-son retention: the newest backup of each of the last N days, weeks and
// months is kept; a backup may count for several. Days are UTC days (the job runs at night).

export type BackupStamp = { id: string; takenAt: Date }
export type RetentionPolicy = { daily: number; weekly: number; monthly: number }

export const RETENTION: RetentionPolicy = { daily: 14, weekly: 8, monthly: 12 }

const DAY = 86_400_000
const dayKey = (d: Date) => d.toISOString().slice(0, 10)
// 1970-01-01 was a Thursday: +3 makes weeks start on Monday.
const weekKey = (d: Date) => String(Math.floor((Math.floor(d.getTime() / DAY) + 3) / 7))
const monthKey = (d: Date) => d.toISOString().slice(0, 7)

/** Ids of the backups to keep; everything else may be deleted. The newest is always kept. */
export function backupsToKeep(
  backups: BackupStamp[],
  policy: RetentionPolicy = RETENTION,
): Set<string> {
  const newest = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
  const keep = new Set<string>(newest.length ? [newest[0].id] : [])
  const buckets: [(d: Date) => string, number][] = [
    [dayKey, policy.daily],
    [weekKey, policy.weekly],
    [monthKey, policy.monthly],
  ]
  for (const [key, limit] of buckets) {
    const seen = new Set<string>()
    for (const backup of newest) {
      const k = key(backup.takenAt)
      if (seen.has(k)) continue
      if (seen.size >= limit) break
      seen.add(k)
      keep.add(backup.id)
    }
  }
  return keep
}

/** A backup's id from its time: sorts as it reads, and is safe as a folder or key name. */
export function backupIdAt(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/** The time a backup id names, or null for a name that is not one. */
export function backupTimeOf(id: string): Date | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z$/.exec(id)
  if (!m) return null
  const t = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`)
  return Number.isNaN(t.getTime()) ? null : t
}
