import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { backupSettings } from '../adapters/backupSettings'
import type { HealthFacts } from '../core/healthIncidents'
import { listBackups } from './listBackups'

const FAILED_BACKUP = `select coalesce(error::text, 'no message') as error, updated_at from payload_jobs
  where task_slug = 'nightlyBackup' and has_error order by updated_at desc limit 1`
const FAILED_INSTALMENTS = `select count(*)::int as n from payload_jobs
  where task_slug = 'chargeInstalments' and has_error and updated_at > now() - interval '2 days'`
const STUCK_MESSAGES = `select count(*)::int as n from outbox where status in ('queued', 'failed')
  and created_at < now() - interval '1 hour' and created_at > now() - interval '1 day'`
const ERRORED_TASKS = `select task_slug::text as task, count(*)::int as jobs from payload_jobs
  where has_error and total_tried >= 3 and updated_at > now() - interval '1 day'
  group by task_slug order by task_slug`

/** Reads what the health check judges: the backup target, the job table and the Outbox. */
export async function healthFacts(req: PayloadRequest): Promise<HealthFacts> {
  const pool = (req.payload.db as unknown as { pool: Pool }).pool
  // No BACKUP_KEY: no backup can be taken, which is itself the incident.
  const settings = (() => {
    try {
      return backupSettings()
    } catch {
      return null
    }
  })()
  const newest = settings
    ? ((await listBackups(settings.store)).backups.find((b) => b.complete)?.takenAt ?? null)
    : null
  const failed = (await pool.query<{ error: string; updated_at: Date }>(FAILED_BACKUP)).rows[0]
  return {
    backupsConfigured: Boolean(settings),
    newestBackupAt: newest,
    backupFailure: failed && (!newest || failed.updated_at > newest) ? failed.error : null,
    instalmentRunFailures: (await pool.query<{ n: number }>(FAILED_INSTALMENTS)).rows[0].n,
    messagesStuck: (await pool.query<{ n: number }>(STUCK_MESSAGES)).rows[0].n,
    erroredTasks: (await pool.query<{ task: string; jobs: number }>(ERRORED_TASKS)).rows,
  }
}
