import fs from 'node:fs'
import pg from 'pg'

import { startFakeGoogle } from '../../tests/helpers/fakeGoogle'
import { startFakeStripe } from '../../tests/helpers/fakeStripe'
import { startFakeTelegram } from '../../tests/helpers/fakeTelegram'
import { startFakeTwilio } from '../../tests/helpers/fakeTwilio'
import { startMailCapture } from '../../tests/helpers/mailCapture'
import { runNode, stopChild, testServerArgs } from './spawnChild'
import { waitForHttp } from './waitForHttp'

type Env = Record<string, string>

/**
 * The integration files run in `INT_WORKERS` vitest workers (npm test: 2). Worker 1 uses the
 * run's own database, servers, fakes and mail capture; worker k > 1 gets a copy of the migrated,
 * seeded database (CREATE DATABASE … TEMPLATE) and its own two servers, fakes and mail capture,
 * so no file sees another worker's rows, mails or fake-Stripe state.
 * Ports: worker k's servers on TEST_PORT + 5(k−1) … + 4 (its app, its Stripe server, three for
 * the servers its tests start), its fakes, SMTP and cluster on TEST_PORT + 301 + 10(k−2) … + 9
 * (TEST_PORT + 300 is the web audit's), its fake Twilio on TEST_PORT + 9002 + k.
 */
export function intWorkerEnvs(base: Env, port: number, workers: number): Env[] {
  const envs: Env[] = [{}]
  for (let k = 2; k <= workers; k++) {
    const p = port + 5 * (k - 1) // demo server; +1 Stripe server; +2, +3, +4 the servers tests start
    const f = port + 301 + 10 * (k - 2) // fakes, SMTP, cluster
    const db = new URL(base.DATABASE_URL)
    db.pathname = `${db.pathname}_w${k}`
    const app = `http://127.0.0.1:${p}`
    envs.push({
      TEST_PORT: String(p),
      DATABASE_URL: db.toString(),
      // Two more servers and a vitest worker per worker on one PostgreSQL (max_connections 300).
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
      MAIL_CAPTURE_DIR: `${base.MAIL_CAPTURE_DIR}-w${k}`,
      MEDIA_DIR: `${base.MEDIA_DIR}-w${k}`,
      TEST_CLUSTER_PORT: String(f + 5), // its three servers on the next three ports
      TWILIO_API_BASE: `http://127.0.0.1:${port + 9002 + k}`,
      FAKE_TWILIO_URL: `http://127.0.0.1:${port + 9002 + k}`,
    })
  }
  return envs
}

/**
 * Copies the migrated, seeded database for each worker after the first. PostgreSQL copies only a
 * database nobody is connected to: the harness's idle pool connections are ended first (its pool
 * opens new ones when next used; give it an 'error' listener before).
 */
export async function cloneWorkerDatabases(templateUrl: string, envs: Env[]) {
  if (envs.length < 2) return
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
    for (const env of envs.slice(1)) {
      const name = new URL(env.DATABASE_URL).pathname.slice(1)
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)
    }
  } finally {
    await client.end()
  }
}

/** Starts each further worker's fakes, mail capture and two servers; resolves once they answer. */
export async function startWorkerServices(base: Env, stripeBase: Env, envs: Env[]) {
  const stops: (() => Promise<unknown>)[] = []
  const ready: Promise<void>[] = []
  for (const w of envs.slice(1)) {
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
      const server = runNode(testServerArgs(port), e)
      stops.push(() => stopChild(server.child))
      ready.push(waitForHttp(`${url}/api/packages?limit=1`, 120_000))
    }
  }
  await Promise.all(ready)
  let stopped: Promise<unknown> | undefined
  return { stop: () => (stopped ??= Promise.all(stops.map((s) => s()))) }
}
