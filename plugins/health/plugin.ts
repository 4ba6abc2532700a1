import type { Config } from 'payload'

import { withStaffAdmin } from '@admin-kit/staffAdmin'

import { HealthIncidents } from './collections/HealthIncidents'
import { HealthServers } from './collections/HealthServers'
import { metricsEndpoint } from './endpoints/metricsEndpoint'
import { countJobRuns, type AnyTask } from './metrics/jobCounters'
import { checkHealthTask } from './jobs/checkHealthTask'
import { nightlyBackupTask } from './jobs/nightlyBackupTask'
import type { AlertNotifier } from './operations/sendHealthAlert'

export type HealthPluginOptions = {
  /** Off: the incidents collection stays (the schema keeps its data); no jobs run. */
  enabled?: boolean
  /** Telegram (the integrations plugin's notifier): alerts go there too when it is connected. */
  notifier?: AlertNotifier
}

/**
 * The business's records kept and watched: the nightly encrypted backup (database and files) to a
 * folder or S3, with retention; `npm run backup`, `backup:list` and `restore` use the same
 * operations. See docs/operations.md#backups-and-restore.
 */
export const healthPlugin =
  (options: HealthPluginOptions = {}) =>
  (config: Config): Config =>
    options.enabled === false
      ? { ...config, collections: [...(config.collections ?? []), HealthIncidents, HealthServers] }
      : {
          ...withStaffAdmin(config, {
            todayPanels: [
              { slot: 'top', order: 10, path: '/plugins/health/admin/HealthCard#HealthCard' },
            ],
          }),
          collections: [...(config.collections ?? []), HealthIncidents, HealthServers],
          endpoints: [...(config.endpoints ?? []), metricsEndpoint],
          jobs: {
            ...config.jobs,
            // Every plugin's tasks (this plugin comes after them) counted for /api/metrics.
            tasks: countJobRuns([
              ...(config.jobs?.tasks ?? []),
              nightlyBackupTask as AnyTask,
              checkHealthTask(options.notifier) as AnyTask,
            ]),
            autoRun: [
              ...((config.jobs?.autoRun as unknown[]) ?? []),
              { cron: '*/5 * * * *', queue: 'health' },
            ] as never,
          },
        }
