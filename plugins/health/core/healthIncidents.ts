// What needs the owner now, from facts the health check read; each with the next step in words.

export type HealthFacts = {
  /** False when BACKUP_KEY is missing: no backup can be taken. */
  backupsConfigured: boolean
  newestBackupAt: Date | null
  /** The newest failed nightly backup job, if it failed after the newest backup. */
  backupFailure: string | null
  /** Failed nightly instalment runs in the last two days. */
  instalmentRunFailures: number
  /** Emails and texts still queued or failed after an hour (sent in the last day). */
  messagesStuck: number
  /** Tasks whose jobs errored three times (retries spent), with how many such jobs. */
  erroredTasks: { task: string; jobs: number }[]
  /** Automatic payments due before today that the daily run left unpaid and unplanned. */
  unresolvedInstalments: number
  /** Stripe payments processing for over an hour with no Stripe webhook received since. */
  webhooksMissing: number
  /** Servers whose last ready answer to the balancer is older than SERVER_STALE_MINUTES. */
  unreadyServers: { server: string; readyAt: Date; reason: string | null }[]
}

export type Incident = { key: string; kind: string; title: string; nextStep: string }

export const BACKUP_STALE_HOURS = 26
export const SERVER_STALE_MINUTES = 3
// Each of these has its own incident: not counted again as "a job erroring".
const OWN_INCIDENT = new Set(['nightlyBackup', 'chargeInstalments'])

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

function backupIncidents(f: HealthFacts, now: Date): Incident[] {
  if (!f.backupsConfigured)
    return [
      {
        key: 'backup_stale',
        kind: 'backup_stale',
        title: 'Backups are not set up',
        nextStep:
          'Set BACKUP_KEY (and BACKUP_S3_* for off-site storage) on the servers; see docs/operations.md, Backups.',
      },
    ]
  const out: Incident[] = []
  if (f.backupFailure)
    out.push({
      key: 'backup_failed',
      kind: 'backup_failed',
      title: 'Last night’s backup failed',
      nextStep: `Run npm run backup on a server and read its message (${f.backupFailure.slice(0, 160)}).`,
    })
  const ageHours = f.newestBackupAt
    ? (now.getTime() - f.newestBackupAt.getTime()) / 3_600_000
    : Infinity
  if (ageHours > BACKUP_STALE_HOURS)
    out.push({
      key: 'backup_stale',
      kind: 'backup_stale',
      title: f.newestBackupAt
        ? `No backup for ${Math.floor(ageHours)} hours`
        : 'No backup has been taken yet',
      nextStep:
        'Run npm run backup now, then check that the nightly job runs (JOBS_AUTORUN on at least one server).',
    })
  return out
}

function moneyIncidents(f: HealthFacts): Incident[] {
  const out: Incident[] = []
  if (f.unresolvedInstalments)
    out.push({
      key: 'instalments_unresolved',
      kind: 'instalments_unresolved',
      title: `${plural(f.unresolvedInstalments, 'automatic payment was', 'automatic payments were')} due and not charged`,
      nextStep:
        'Open Bookings, filter Automatic payments on with a next charge before today, and charge or remind each by hand; then check the chargeInstalments job ran (JOBS_AUTORUN on at least one server).',
    })
  if (f.webhooksMissing)
    out.push({
      key: 'webhooks_missing',
      kind: 'webhooks_missing',
      title: `Stripe has sent no webhook for ${plural(f.webhooksMissing, 'processing payment', 'processing payments')}`,
      nextStep:
        'In the Stripe Dashboard, Developers → Webhooks: check the endpoint (https://<site>/api/stripe/webhook) is enabled and its signing secret equals STRIPE_WEBHOOK_SECRET; resend the failed events there.',
    })
  return out
}

function serverIncidents(f: HealthFacts, now: Date): Incident[] {
  return f.unreadyServers.map((s) => ({
    key: `server_not_ready:${s.server}`,
    kind: 'server_not_ready',
    title: `Server ${s.server} has not been ready for ${Math.floor((now.getTime() - s.readyAt.getTime()) / 60_000)} minutes${s.reason ? ` (${s.reason})` : ''}`,
    nextStep:
      'HAProxy sends it no traffic meanwhile. Check the server is running and reaches the database, and run npm run migrate if it says migrations; a server retired for good is forgotten after 7 days.',
  }))
}

/** The incidents the facts show, each under a key that stays the same while it lasts. */
export function healthIncidents(f: HealthFacts, now: Date): Incident[] {
  const out = [...backupIncidents(f, now), ...moneyIncidents(f), ...serverIncidents(f, now)]
  if (f.instalmentRunFailures)
    out.push({
      key: 'instalments_failing',
      kind: 'instalments_failing',
      title: 'The nightly instalment run failed',
      nextStep:
        'Open Bookings with a plan due today and charge or remind them by hand; the Outbox and the server log show the error.',
    })
  if (f.messagesStuck)
    out.push({
      key: 'messages_failing',
      kind: 'messages_failing',
      title: `${plural(f.messagesStuck, 'message has', 'messages have')} not gone out for over an hour`,
      nextStep:
        'Open the Outbox: check the mail server (Send test email) or Twilio, then resend what failed.',
    })
  for (const t of f.erroredTasks.filter((t) => !OWN_INCIDENT.has(t.task)))
    out.push({
      key: `job_errors:${t.task}`,
      kind: 'job_errors',
      title: `The ${t.task} job failed three times (${plural(t.jobs, 'run', 'runs')})`,
      nextStep: 'Read the job’s error in the server log; it runs again on its schedule once fixed.',
    })
  return out
}
