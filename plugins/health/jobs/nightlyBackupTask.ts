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
  handler: async ({ req }) => ({
    output: { summary: JSON.stringify(await runNightlyBackup(req, new Date())) },
  }),
}
