/**
 * The backup benchmark: a fresh database with a year of bookings (BENCH_REPORT_BOOKINGS=2000, the
 * reports benchmark's data), then `takeBackup` into a temporary folder and `npm run restore` of
 * it into a new database (migrations included), each timed: npm run bench:backup.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { backupSettings, takeBackup } from '@health/server'
import { seedReportYear } from './lib/bench/seedReportYear'
import { useDatabase } from './lib/database'
import { dataDir, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { resetDatabase } from './lib/resetDatabase'
import { tsxScript } from './lib/spawnChild'

loadEnv()
const bookings = Number(process.env.BENCH_REPORT_BOOKINGS || 2000)
const db = await useDatabase({
  dir: path.join(dataDir, 'bench-reports-postgres'),
  port: Number(process.env.BENCH_PG_PORT || Number(process.env.BENCH_PORT || 3400) + 51100),
  name: 'photobooth_bench_reports',
})
const env = {
  BACKUP_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-backups-')),
  BACKUP_KEY: 'bench-backup-key-0123456789abcdefghij',
  MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-media-')),
}
try {
  await resetDatabase(db.url)
  Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret', ...env })
  await prepareDatabase()
  const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
  await seedReportYear(db.url, addDaysToDateString(today, -364), bookings)
  const pool = new pg.Pool({ connectionString: db.url, max: 1 })
  const client = await pool.connect()
  const started = performance.now()
  const result = await takeBackup(client, backupSettings(), new Date())
  const backupMs = performance.now() - started
  client.release()
  await pool.end()
  if (!result.ok) throw new Error(result.code)
  const restoreStart = performance.now()
  await promisify(execFile)(
    process.execPath,
    [
      ...tsxScript('scripts/restore.ts'),
      result.id,
      '--database',
      'photobooth_bench_restored',
      '--force',
    ],
    {
      env: { ...process.env, JOBS_AUTORUN: 'false' },
      maxBuffer: 16 * 1024 * 1024,
    },
  )
  const restoreMs = performance.now() - restoreStart
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
  console.log(
    `Backup of ${bookings} bookings (${result.rows} rows in ${result.tables} tables, ` +
      `${(result.bytes / 1e6).toFixed(2)} MB sealed): ${(backupMs / 1000).toFixed(1)} s; ` +
      `npm run restore (new database, migrations, load, checks): ${(restoreMs / 1000).toFixed(1)} s; ` +
      `load average ${load} on ${os.cpus().length} cores, ${new Date().toISOString()}`,
  )
} finally {
  await db.stop()
  for (const dir of [env.BACKUP_DIR, env.MEDIA_DIR])
    fs.rmSync(dir, { recursive: true, force: true })
}
process.exit(0)
