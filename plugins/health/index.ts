import type { Config } from 'payload'

import { HealthIncidents } from './collections/HealthIncidents'
import { checkHealthTask } from './jobs/checkHealthTask'
import { nightlyBackupTask } from './jobs/nightlyBackupTask'

export type HealthPluginOptions = {
  /** Off: the incidents collection stays (the schema keeps its data); no jobs run. */
  enabled?: boolean
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
      ? { ...config, collections: [...(config.collections ?? []), HealthIncidents] }
      : {
          ...config,
          collections: [...(config.collections ?? []), HealthIncidents],
          jobs: {
            ...config.jobs,
            tasks: [...(config.jobs?.tasks ?? []), nightlyBackupTask, checkHealthTask],
            autoRun: [
              ...((config.jobs?.autoRun as unknown[]) ?? []),
              { cron: '*/5 * * * *', queue: 'health' },
            ] as never,
          },
        }

export { backupSettings, type BackupSettings } from './adapters/backupSettings'
export type { BackupStore } from './adapters/backupStore'
export { takeBackup, type BackupResult } from './operations/takeBackup'
export { listBackups } from './operations/listBackups'
export { pruneBackups } from './operations/pruneBackups'
export { restoreBackup } from './operations/restoreBackup'
export { runNightlyBackup } from './operations/runNightlyBackup'
export { publicTables, tableChecksums } from './operations/copyTables'
