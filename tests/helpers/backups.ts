import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { backupSettings } from '@health/server'

import { NEXT_BIN, runNode, stopChild, tsxScript } from '../../scripts/lib/spawnChild'
import { waitForHttp } from '../../scripts/lib/waitForHttp'

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

/**
 * A production server (`next start`, this build) on a restored copy: the drill serves a page
 * from it. Its jobs stay off (the copy must not send the live business's emails).
 */
export async function serveCopy(name: string, port: number) {
  const server = runNode(
    [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    { DATABASE_URL: databaseUrl(name), JOBS_AUTORUN: 'false', PORT: String(port) },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/api/ready`, 120_000)
  } catch (error) {
    await stopChild(server.child)
    throw error
  }
  return { url, stop: () => stopChild(server.child) }
}
