import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { backupSettings } from '@health'

import { tsxScript } from '../../scripts/lib/spawnChild'

const run = promisify(execFile)

/** A fresh backup folder and key for one test file, laid over this process's environment. */
export function useBackupTarget() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'))
  const env = {
    BACKUP_DIR: dir,
    BACKUP_KEY: `test-key-${'k'.repeat(40)}`,
    BACKUP_S3_BUCKET: '',
    BACKUP_S3_PREFIX: '',
  }
  Object.assign(process.env, env)
  return { dir, env, settings: () => backupSettings({ ...process.env, ...env }) }
}

/** npm run restore, as a separate process (its migrations need their own Payload). */
export async function restoreCli(args: string[], env: Record<string, string>) {
  const out = await run(process.execPath, [...tsxScript('scripts/restore.ts'), ...args], {
    env: { ...process.env, ...env, JOBS_AUTORUN: 'false' },
    maxBuffer: 16 * 1024 * 1024,
  })
  return out.stdout
}

/** The URL of database `name` on the test database's server. */
export function databaseUrl(name: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.end()
}
