/**
 * npm run restore -- <backup> [--database NAME] [--media DIR] [--force]
 * Restores a backup into a new, empty database on the server of DATABASE_URL (a dated name when
 * none is given), after the migrations build its schema; prints each table's rows. An existing
 * database is replaced only with --force. Files go to --media (default .data/restored/<name>).
 */
import path from 'node:path'

import pg from 'pg'

import { backupSettings, restoreBackup } from '@health/server'

import { useDatabase } from './lib/database'
import { dataDir, ensureLocalSecret, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { createDatabase, restoreArgs } from './lib/restoreArgs'

loadEnv()
ensureLocalSecret()
const args = restoreArgs(process.argv.slice(2), new Date())
if ('error' in args) {
  console.error(args.error)
  process.exit(2)
}
const started = Date.now()
const settings = backupSettings()
const db = await useDatabase()
const target = new URL(db.url)
target.pathname = `/${args.database}`
const made = await createDatabase(db.url, args.database, args.force)
if (!made.ok) {
  console.error(made.message)
  await db.stop()
  process.exit(1)
}
// The schema from the migrations, on the new database only; no job runs against it from here.
process.env.DATABASE_URL = target.toString()
process.env.JOBS_AUTORUN = 'false'
await prepareDatabase({ seed: false })
const pool = new pg.Pool({ connectionString: target.toString(), max: 1 })
const client = await pool.connect()
try {
  const media = args.media ?? path.join(dataDir, 'restored', args.database)
  const result = await restoreBackup(client, settings, args.backup, media)
  for (const { table, rows } of result.counts) console.log(`  ${table.padEnd(48)} ${rows}`)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `Restored ${args.backup}: ${result.counts.length} tables, ${result.files} files to ${media}, in ${seconds} s.`,
  )
  console.log(`Database: ${args.database}`)
} finally {
  client.release()
  await pool.end()
  await db.stop()
}
process.exit(0)
