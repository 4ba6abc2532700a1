import type { PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { paymentHealth } from '@booking/server'

import { backupSettings } from '../adapters/backupSettings'
import { SERVER_STALE_MINUTES, type HealthFacts } from '../core/healthIncidents'
import { listBackups } from './listBackups'
import { poolOf } from '@server-kit'

const FAILED_BACKUP = `select coalesce(error::text, 'no message') as error, updated_at from payload_jobs
  where task_slug = 'nightlyBackup' and has_error order by updated_at desc limit 1`
const FAILED_INSTALMENTS = `select count(*)::int as n from payload_jobs
  where task_slug = 'chargeInstalments' and has_error and updated_at > now() - interval '2 days'`
const STUCK_MESSAGES = `select count(*)::int as n from outbox where status in ('queued', 'failed')
  and created_at < now() - interval '1 hour' and created_at > now() - interval '1 day'`
const ERRORED_TASKS = `select task_slug::text as task, count(*)::int as jobs from payload_jobs
  where has_error and total_tried >= 3 and updated_at > now() - interval '1 day'
  group by task_slug order by task_slug`
const UNREADY_SERVERS = `select server, ready_at, reason from health_servers
  where ready_at < now() - make_interval(mins => $1) order by server`
const FORGET_SERVERS = `delete from health_servers where checked_at < now() - interval '7 days'`

/** Reads what the health check judges: the backup target, the job table, the Outbox, the money. */
export async function healthFacts(req: PayloadRequest): Promise<HealthFacts> {
  const pool = poolOf(req.payload)
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
    // Unresolved instalments and missing webhooks: booking's own money, asked of booking.
    ...(await paymentHealth(req, todayInZone(new Date(), BUSINESS_TIME_ZONE))),
    unreadyServers: await unreadyServers(pool),
  }
}

async function unreadyServers(pool: Pool): Promise<HealthFacts['unreadyServers']> {
  await pool.query(FORGET_SERVERS)
  const { rows } = await pool.query<{ server: string; ready_at: Date; reason: string | null }>(
    UNREADY_SERVERS,
    [SERVER_STALE_MINUTES],
  )
  return rows.map((r) => ({ server: r.server, readyAt: r.ready_at, reason: r.reason }))
}
