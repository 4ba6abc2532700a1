/** Lists the backups in the backup target, newest first, with sizes and times: npm run backup:list. */
import { backupSettings, listBackups } from '@health/server'
import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'

import { loadEnv } from './lib/env'

loadEnv()
const { store } = backupSettings()
const { backups, fileBytes, fileCount } = await listBackups(store)
console.log(`Backups in ${store.where}:`)
if (!backups.length) console.log('  none yet: npm run backup takes one.')
for (const b of backups)
  console.log(
    `  ${b.id}  ${formatWinnipegInstant(b.takenAt.toISOString()).padEnd(24)}  ${(b.bytes / 1e6).toFixed(1)} MB` +
      (b.complete ? '' : '  (incomplete: stopped or still running)'),
  )
console.log(`Files shared by the backups: ${fileCount} (${(fileBytes / 1e6).toFixed(1)} MB).`)
