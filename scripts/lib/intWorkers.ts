import fs from 'node:fs'
import pg from 'pg'

import { startFakeGoogle } from '../../tests/helpers/fakeGoogle'
import { startFakeStripe } from '../../tests/helpers/fakeStripe'
import { startFakeTelegram } from '../../tests/helpers/fakeTelegram'
import { startFakeTwilio } from '../../tests/helpers/fakeTwilio'
import { startMailCapture } from '../../tests/helpers/mailCapture'
import { NEXT_BIN, runNode, stopChild } from './spawnChild'
import { waitForHttp } from './waitForHttp'

type Env = Record<string, string>

/**
 * The integration files run in `INT_WORKERS` (2) vitest workers. Worker 1 uses the run's own
 * database, servers, fakes and mail capture; worker 2 gets a copy of the migrated, seeded database
 * (CREATE DATABASE … TEMPLATE) and its own two servers, fakes and mail capture, so no file sees
 * another worker's rows, mails or fake-Stripe state. With `ownFirst` (Playwright beside vitest,
 * PW_BESIDE_VITEST=true) worker 1 gets its own too, and the run's own are the browser tests' alone.
 * Ports: worker 2 inside TEST_PORT + 5..9 and + 301..309, worker 1 inside + 10..14 and + 310..319
 * (TEST_PORT + 300 is the web audit's), so at most 2 workers.
 */
export function intWorkerEnvs(base: Env, port: number, workers: number, ownFirst = false): Env[] {
  const envs: Env[] = [ownFirst ? workerEnv(base, port, 1) : {}]
  if (workers >= 2) envs.push(workerEnv(base, port, 2))
  return envs
}

/** Worker n's database, servers, fakes and mail capture (see intWorkerEnvs for the ports). */
function workerEnv(base: Env, port: number, n: 1 | 2): Env {
  // Demo server, then Stripe server, then the three servers tests start (TEST_PORT + 2..4).
  const p = n === 2 ? port + 5 : port + 10
  const f = n === 2 ? port + 301 : port + 310 // fakes, SMTP, cluster
  const db = new URL(base.DATABASE_URL)
  db.pathname = `${db.pathname}_w${n}`
  const app = `http://127.0.0.1:${p}`
  return {
    TEST_PORT: String(p),
    DATABASE_URL: db.toString(),
    // More servers and vitest workers on the same PostgreSQL (max_connections 200).
    DATABASE_POOL_MAX: '10',
    APP_URL: app,
    NEXT_PUBLIC_SERVER_URL: app,
    STRIPE_APP_URL: `http://127.0.0.1:${p + 1}`,
    FAKE_STRIPE_URL: `http://127.0.0.1:${f}`,
    GOOGLE_API_BASE: `http://127.0.0.1:${f + 1}`,
    FAKE_GOOGLE_URL: `http://127.0.0.1:${f + 1}`,
    TELEGRAM_API_BASE: `http://127.0.0.1:${f + 2}`,
    FAKE_TELEGRAM_URL: `http://127.0.0.1:${f + 2}`,
    SMTP_PORT: String(f + 3), // faults.smtp.int.spec.ts takes the next one (+4)
    MAIL_CAPTURE_DIR: `${base.MAIL_CAPTURE_DIR}-w${n}`,
    MEDIA_DIR: `${base.MEDIA_DIR}-w${n}`,
    TEST_CLUSTER_PORT: String(f + 5), // its three servers on the next three ports
    // The run's own fake Twilio is on TEST_PORT + 9003.
    TWILIO_API_BASE: `http://127.0.0.1:${port + (n === 2 ? 9004 : 9005)}`,
    FAKE_TWILIO_URL: `http://127.0.0.1:${port + (n === 2 ? 9004 : 9005)}`,
  }
}

/**
 * Copies the migrated, seeded database for each worker with a database of its own. PostgreSQL copies only a
 * database nobody is connected to: the harness's idle pool connections are ended first (its pool
 * opens new ones when next used; give it an 'error' listener before).
 */
export async function cloneWorkerDatabases(templateUrl: string, envs: Env[]) {
  const copies = envs.filter((e) => e.DATABASE_URL)
  if (!copies.length) return
  const admin = new URL(templateUrl)
  const template = admin.pathname.slice(1)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [template],
    )
    for (const env of copies) {
      const name = new URL(env.DATABASE_URL).pathname.slice(1)
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
    }
  } finally {
    await client.end()
  }
}

/** Starts each worker's own fakes, mail capture and two servers; resolves once they answer. */
export async function startWorkerServices(base: Env, stripeBase: Env, envs: Env[]) {
  const stops: (() => Promise<unknown>)[] = []
  const ready: Promise<void>[] = []
  for (const w of envs.filter((e) => e.APP_URL)) {
    const env = { ...base, ...w }
    fs.rmSync(env.MEDIA_DIR, { recursive: true, force: true })
    const fakes = await Promise.all([
      startMailCapture(env.MAIL_CAPTURE_DIR, Number(env.SMTP_PORT)),
      startFakeStripe(Number(new URL(env.FAKE_STRIPE_URL).port)),
      startFakeGoogle(Number(new URL(env.FAKE_GOOGLE_URL).port)),
      startFakeTelegram(Number(new URL(env.FAKE_TELEGRAM_URL).port)),
      startFakeTwilio(Number(new URL(env.FAKE_TWILIO_URL).port)),
    ])
    for (const f of fakes) stops.push(() => f.stop())
    const stripeEnv: Env = { ...stripeBase, ...w, APP_URL: w.STRIPE_APP_URL }
    stripeEnv.STRIPE_API_PORT = new URL(w.FAKE_STRIPE_URL).port
    for (const [url, e] of [
      [w.APP_URL, env],
      [w.STRIPE_APP_URL, stripeEnv],
    ] as const) {
      const port = new URL(url).port
      const server = runNode([NEXT_BIN, 'start', '-p', port, '-H', '127.0.0.1'], e)
      stops.push(() => stopChild(server.child))
      ready.push(waitForHttp(`${url}/api/packages?limit=1`, 120_000))
    }
  }
  await Promise.all(ready)
  let stopped: Promise<unknown> | undefined
  return { stop: () => (stopped ??= Promise.all(stops.map((s) => s()))) }
}
