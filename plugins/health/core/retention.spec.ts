import { describe, expect, it } from 'vitest'

import { backupIdAt, backupsToKeep, backupTimeOf, type BackupStamp } from './retention'

const DAY = 86_400_000
// A fake clock: one backup a night at 08:15 UTC for `days` nights ending on `last`.
const nightly = (days: number, last = Date.UTC(2026, 11, 2, 8, 15)): BackupStamp[] =>
  Array.from({ length: days }, (_, i) => {
    const takenAt = new Date(last - i * DAY)
    return { id: backupIdAt(takenAt), takenAt }
  })

describe('backupsToKeep', () => {
  it('keeps 14 daily, 8 weekly and 12 monthly out of two years of nightly backups', () => {
    const all = nightly(730)
    const keep = backupsToKeep(all)
    const kept = all.filter((b) => keep.has(b.id))
    // The last 14 nights, all of them.
    expect(all.slice(0, 14).every((b) => keep.has(b.id))).toBe(true)
    // 14 days cover 2 or 3 weeks and 1 or 2 months: the rest come from older weeks and months.
    expect(kept.length).toBeGreaterThanOrEqual(14 + 8 - 3 + 12 - 2)
    expect(kept.length).toBeLessThanOrEqual(14 + 8 + 12)
    // Nothing older than 12 months (plus the month in progress) survives.
    const oldest = kept.at(-1)!.takenAt
    expect(oldest.getTime()).toBeGreaterThan(Date.UTC(2025, 11, 1) - 1)
    // The monthly ones are each month's newest: the last night of November 2026, etc.
    expect(keep.has(backupIdAt(new Date(Date.UTC(2026, 10, 30, 8, 15))))).toBe(true)
    expect(keep.has(backupIdAt(new Date(Date.UTC(2026, 9, 31, 8, 15))))).toBe(true)
    expect(keep.has(backupIdAt(new Date(Date.UTC(2026, 9, 30, 8, 15))))).toBe(false)
  })

  it('keeps only the newest of several backups on one day, and always the newest overall', () => {
    const day = Date.UTC(2026, 11, 2)
    const three = [1, 2, 3].map((h) => ({
      id: `b${h}`,
      takenAt: new Date(day + h * 3_600_000),
    }))
    expect([...backupsToKeep(three, { daily: 1, weekly: 0, monthly: 0 })]).toEqual(['b3'])
    expect([...backupsToKeep(three, { daily: 0, weekly: 0, monthly: 0 })]).toEqual(['b3'])
    expect(backupsToKeep([])).toEqual(new Set())
  })

  it("prunes as the clock moves on: day 15 drops the oldest daily that is no week's newest", () => {
    const fifteen = nightly(15)
    const keep = backupsToKeep(fifteen, { daily: 14, weekly: 0, monthly: 0 })
    expect(keep.size).toBe(14)
    expect(keep.has(fifteen[14].id)).toBe(false)
  })
})

describe('backup ids', () => {
  it('name the time, round trip, and refuse other names', () => {
    const at = new Date('2026-12-02T08:15:07.123Z')
    expect(backupIdAt(at)).toBe('2026-12-02T08-15-07Z')
    expect(backupTimeOf('2026-12-02T08-15-07Z')?.toISOString()).toBe('2026-12-02T08:15:07.000Z')
    expect(backupTimeOf('../etc')).toBeNull()
    expect(backupTimeOf('2026-13-40T99-00-00Z')).toBeNull()
  })
})
