import type { TaskConfig } from 'payload'

import { runNightlyBackup } from '../operations/runNightlyBackup'

/**
 * Nightly at 08:15 UTC (3:15 AM in Winnipeg): one backup across all servers. The schedule is
 * queued once (packages/server-kit/jobClaims.ts holds an advisory lock), the job is claimed by
 * one runner, and the backup itself holds a lock and skips when a recent one exists.
 */
export const nightlyBackupTask: TaskConfig<'nightlyBackup'> = {
  slug: 'nightlyBackup',
  schedule: [{ cron: '15 8 * * *', queue: 'health' }],
  retries: 2,
  outputSchema: [{ name: 'summary', type: 'text' }],
  // Without a key no backup is taken (Today's Health card says "Backups are not set up"): the run
  // is skipped, not failed three times into the logs every night.
  handler: async ({ req }) =>
    (process.env.BACKUP_KEY ?? '').length < 32
      ? { output: { summary: 'skipped: BACKUP_KEY is not set' } }
      : { output: { summary: JSON.stringify(await runNightlyBackup(req, new Date())) } },
}
