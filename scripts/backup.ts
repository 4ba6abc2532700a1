/**
 * Takes one encrypted backup now (database and files) into the backup target, then prunes by
 * the retention policy: npm run backup. The last line is the backup's location.
 */
import pg from 'pg'

import { backupSettings, pruneBackups, takeBackup } from '@health/server'

import { useDatabase } from './lib/database'
import { loadEnv } from './lib/env'

loadEnv()
const settings = backupSettings()
const db = await useDatabase()
const pool = new pg.Pool({ connectionString: db.url, max: 1 })
const client = await pool.connect()
try {
  const result = await takeBackup(client, settings, new Date())
  if (!result.ok) {
    console.error('Another backup is running now (another server or a scheduled job): try later.')
    process.exitCode = 1
  } else {
    const { removed } = await pruneBackups(settings)
    const mb = (result.bytes / 1e6).toFixed(1)
    console.log(
      `Backed up ${result.tables} tables (${result.rows} rows, ${mb} MB) and ${result.files} files ` +
        `(${result.filesCopied} new) in ${result.seconds.toFixed(1)} s; pruned ${removed.length}.`,
    )
    console.log(`${result.where}/db/${result.id}`)
  }
} finally {
  client.release()
  await pool.end()
  await db.stop()
}
