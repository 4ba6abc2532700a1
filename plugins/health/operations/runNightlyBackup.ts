import type { PayloadRequest } from 'payload'

import { backupSettings } from '../adapters/backupSettings'
import { listBackups } from './listBackups'
import { pruneBackups } from './pruneBackups'
import { takeBackup, type BackupResult } from './takeBackup'
import { poolOf } from '@server-kit'

// A second run the same night (another server's schedule, a retry) finds this one and stops.
const RECENT_MS = 12 * 3_600_000

export type NightlyOutcome = BackupResult | { ok: false; code: 'recent'; id: string }

/** The scheduled backup: skip when one was taken in the last 12 hours, else take one and prune. */
export async function runNightlyBackup(req: PayloadRequest, now: Date): Promise<NightlyOutcome> {
  const settings = backupSettings()
  const newest = (await listBackups(settings.store)).backups.find((b) => b.complete)
  if (newest && now.getTime() - newest.takenAt.getTime() < RECENT_MS)
    return { ok: false, code: 'recent', id: newest.id }
  const pool = poolOf(req.payload)
  const client = await pool.connect()
  try {
    const result = await takeBackup(client, settings, now)
    if (result.ok) {
      const { removed } = await pruneBackups(settings)
      req.payload.logger.info({ msg: `backup ${result.id} taken`, ...result, removed })
    }
    return result
  } finally {
    client.release()
  }
}
