/**
 * Runs every test: unit, integration (real PostgreSQL) and browser (real Chromium against a
 * production build). Prints one closing line `Total: N passed, N failed`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFakeGoogle } from '../tests/helpers/fakeGoogle'
import { startFakeStripe } from '../tests/helpers/fakeStripe'
import { startFakeTelegram } from '../tests/helpers/fakeTelegram'
import { FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio } from '../tests/helpers/fakeTwilio'
import { startMailCapture } from '../tests/helpers/mailCapture'
import { TEST_HORIZON_DAYS } from '../tests/helpers/fileDays'
import { projectEmail } from '../tests/helpers/staffAccount'
import playwrightConfig from '../playwright.config'
import { prepareAudit } from './lib/audit/prepareAudit'
import { checkBudgets } from './lib/budgets/checkBudgets'
import { clearRouteCache } from './lib/clearRouteCache'
import { createStaffUser } from './lib/createStaffUser'
import { findChromium } from './lib/findChromium'
import { cloneWorkerDatabases, intWorkerEnvs, startWorkerServices } from './lib/intWorkers'
import { procSampler } from './lib/cpu/procSampler'
import { phaseTimer } from './lib/phaseTimer'
import { useDatabase } from './lib/database'
import { dataDir, loadEnv, root } from './lib/env'
import { failedTests, mergeVitest } from './lib/failedTests'
import { startPureTests } from './lib/pureTests'
import { closePayload, prepareDatabase } from './lib/prepareDatabase'
import { resetDatabase } from './lib/resetDatabase'
import {
  killChildren,
  NEXT_BIN,
  PAYLOAD_CLI,
  runNode,
  stopChild,
  testServerArgs,
} from './lib/spawnChild'
import { waitForHttp } from './lib/waitForHttp'

loadEnv()
// The web audit beside the tests gets this environment, not the test servers' settings.
const callerEnv = { ...process.env }
// Each phase's cost is printed, with the CPU each kind of process used in it: on 2 cores the run
// is CPU-bound, so a slow run says where its time went and to whom.
const cpu = procSampler()
const timer = phaseTimer('test', cpu.mark)
// A hang fails the run, naming where it stopped, well inside CI's 90 minutes (a normal run takes
// 10 to 20); it must not end silently at CI's limit.
const limitMin = Number(process.env.TEST_TIME_LIMIT_MIN || 60)
setTimeout(() => {
  console.error(
    `[test] not done after ${limitMin} min; the last phase to end was "${timer.last()}"`,
  )
  killChildren()
  console.log('Total: 0 passed, 1 failed')
  process.exit(1)
}, limitMin * 60_000).unref()
// The browser first: without one every browser test would fail after a long build.
const chromiumPath = findChromium({ headlessShell: true })
if (!chromiumPath) {
  console.log('Total: 0 passed, 1 failed')
  process.exit(1)
}
// The web audit (CI) measures with the full browser, as its recorded figures were.
const auditChromiumPath = findChromium({ install: false }) ?? chromiumPath
process.env.CHROMIUM_PATH = chromiumPath
timer.phase('find Chromium')
const port = Number(process.env.TEST_PORT || 3100)
const results = path.join(root, 'test-reports')
fs.rmSync(results, { recursive: true, force: true })
fs.mkdirSync(results, { recursive: true })

// A database of its own, recreated each run and migrated as production is.
const db = await useDatabase({
  dir: path.join(dataDir, 'test-postgres'),
  port: Number(process.env.TEST_PG_PORT || 54339),
  name: 'photobooth_test',
})
const env = {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'test-secret-not-for-production',
  APP_URL: `http://127.0.0.1:${port}`,
  NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
  MEDIA_DIR: path.join(dataDir, 'test-media'),
  E2E_STAFF_EMAIL: 'e2e-staff@test.example.com',
  E2E_STAFF_PASSWORD: 'e2e-correct-horse-battery',
  // Settings and users are admin-only: browser tests that change them log in as this admin.
  E2E_ADMIN_EMAIL: 'e2e-admin@test.example.com',
  E2E_ADMIN_PASSWORD: 'e2e-correct-horse-battery-admin',
  // Real SMTP on loopback: every email the app sends lands in MAIL_CAPTURE_DIR as JSON.
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(Number(process.env.TEST_SMTP_PORT || 2525)),
  SMTP_SECURE: 'false',
  EMAIL_FROM: 'bookings@test.example.com',
  MAIL_CAPTURE_DIR: path.join(dataDir, 'test-mail'),
  // Tests give each simulated visitor its own address through X-Forwarded-For.
  TRUST_PROXY: 'true',
  // The main test server runs the demo gateway (the browser cannot reach Stripe.js here).
  ALLOW_DEMO_PAYMENTS: 'true',
  // A second server on the same build and database speaks to a fake Stripe through the real SDK.
  STRIPE_APP_URL: `http://127.0.0.1:${port + 1}`,
  FAKE_STRIPE_URL: `http://127.0.0.1:${port + 9000}`,
  STRIPE_TEST_WEBHOOK_SECRET: 'whsec_test_local_only',
  // Google and Telegram are configured against local fakes (real clients, local HTTP), but stay
  // "not connected" until a test authorizes them.
  GOOGLE_CLIENT_ID: 'fake-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'fake-client-secret',
  GOOGLE_CALENDAR_BOOTH1: 'booth1@group.calendar.google.com',
  GOOGLE_CALENDAR_BOOTH2: 'booth2@group.calendar.google.com',
  GOOGLE_API_BASE: `http://127.0.0.1:${port + 9001}`,
  FAKE_GOOGLE_URL: `http://127.0.0.1:${port + 9001}`,
  TELEGRAM_API_BASE: `http://127.0.0.1:${port + 9002}`,
  FAKE_TELEGRAM_URL: `http://127.0.0.1:${port + 9002}`,
  // Text messages through the real Twilio SDK to a local fake (docs/event-day.md).
  TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID,
  TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN,
  TWILIO_FROM: '+12045550100',
  TWILIO_API_BASE: `http://127.0.0.1:${port + 9003}`,
  FAKE_TWILIO_URL: `http://127.0.0.1:${port + 9003}`,
  // No balancer watches these servers' readiness: stop without waiting for one to notice (the
  // cluster test sets its own delay).
  SHUTDOWN_DRAIN_DELAY_MS: '0',
  // Each server keeps the pages it regenerates to itself (next.config.ts): the browser tests'
  // server and the integration workers' share one build but not their databases.
  NEXT_ISR_FLUSH_TO_DISK: 'false',
  // Each test server loads pages and routes as they are asked for, not all at start (next.config.ts).
  NEXT_PRELOAD_ENTRIES: 'false',
  // Serverless mode's cron secret (tests/int/jobsCron.int.spec.ts).
  CRON_SECRET: 'test-cron-secret-0123456789',
  // GET /api/metrics for the scrape test (tests/int/metrics.int.spec.ts); off when unset.
  METRICS_TOKEN: 'test-metrics-token-0123456789',
  // The integration files run in INT_WORKERS (2, at most 4) workers, each with its own database
  // and servers (scripts/lib/intWorkers.ts). Three took 311 s against two's 291 s on a quiet
  // machine (both cores are nearly full either way) and shuffled which files share a database.
  INT_WORKERS: String(Math.min(4, Number(process.env.INT_WORKERS || 2))),
  INT_MAIN_DATABASE_URL: db.url,
}
const workerEnvs = intWorkerEnvs(env, port, Number(env.INT_WORKERS))
// Each vitest worker process claims one of these slots (tests/helpers/intWorker.ts).
const INT_WORKER_SLOTS = fs.mkdtempSync(path.join(os.tmpdir(), 'int-workers-'))
Object.assign(process.env, env, { INT_WORKER_ENVS: JSON.stringify(workerEnvs), INT_WORKER_SLOTS })
const stripeEnv = {
  ...env,
  APP_URL: env.STRIPE_APP_URL,
  STRIPE_SECRET_KEY: 'sk_test_local_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_local_fake',
  STRIPE_WEBHOOK_SECRET: env.STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port + 9000),
  STRIPE_API_PROTOCOL: 'http',
}

const failures: string[] = []
const budgetFailures: string[] = []
let server: ReturnType<typeof runNode> | undefined
let stripeServer: ReturnType<typeof runNode> | undefined
let typecheck: ReturnType<typeof typeCheck> | undefined
let audit: ReturnType<typeof prepareAudit> | undefined
let workers: Awaited<ReturnType<typeof startWorkerServices>> | undefined
const mail = await startMailCapture(env.MAIL_CAPTURE_DIR, Number(env.SMTP_PORT))
const fakeStripe = await startFakeStripe(port + 9000)
const fakeGoogle = await startFakeGoogle(port + 9001)
const fakeTelegram = await startFakeTelegram(port + 9002)
const fakeTwilio = await startFakeTwilio(port + 9003)
// The admin's import map needs no database: it is generated beside the migrations and seed.
const importMap =
  process.env.SKIP_BUILD === 'true'
    ? undefined
    : runNode([...PAYLOAD_CLI, 'generate:importmap'], env)
try {
  await resetDatabase(db.url)
  fs.rmSync(env.MEDIA_DIR, { recursive: true, force: true })
  const payload = await prepareDatabase({ keepOpen: true })
  // Past every test file's own block of days (tests/helpers/fileDays).
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { bookingHorizonDays: TEST_HORIZON_DAYS },
  })
  // Copying the database ends this pool's idle connections: expected here, so not logged (the
  // pool opens new ones for the browser tests' accounts).
  const pool = (payload.db as unknown as { pool?: import('node:events').EventEmitter }).pool
  pool?.removeAllListeners('error').on('error', () => {})
  await cloneWorkerDatabases(db.url, workerEnvs)
  timer.phase('database, migrations and seed')

  const importMapCode = await importMap?.done
  if (importMapCode !== undefined && importMapCode !== 0) failures.push('import map')
  // After the import map (a unit spec reads it), beside the build.
  const pure = startPureTests(results, splitArgs(process.env.VITEST_ARGS), env)
  if (process.env.SKIP_BUILD !== 'true') {
    // The type check runs beside the servers and vitest instead of inside the build (~25 s).
    const built = await runNode([NEXT_BIN, 'build'], { ...env, SKIP_TYPECHECK: 'true' }).done
    if (built !== 0) failures.push('next build')
    timer.phase('next build (import map beside the database)')
    typecheck = typeCheck()
  }
  // Start-up JS per public route against its budget, from the build's own manifests (also a
  // reused build): each route over budget counts as one failed test.
  if (!failures.includes('next build')) {
    const budgets = checkBudgets(path.join(root, '.next'))
    console.log(`\nStart-up JS per route (gzip), scripts/lib/budgets:\n${budgets.table}\n`)
    if (!budgets.ok) {
      console.error(`Over budget:\n${budgets.failures.join('\n')}\n`)
      budgetFailures.push(...budgets.failures)
      failures.push('start-up JS budgets')
    }
    timer.phase('start-up JS budgets')
  }
  // The web budget report, on request (TEST_AUDIT=true): a benchmark, never a test, so CI leaves
  // it to `npm run audit:web` and `npm run bench` (issue 52: ~50 s of CI, its server and database
  // beside the tests included). Its server and database get ready beside the tests; Lighthouse
  // runs after them, on a quiet machine.
  if (process.env.TEST_AUDIT === 'true' && !failures.includes('next build'))
    audit = prepareAudit(path.join(results, 'audit.log'), port + 300, {
      ...callerEnv,
      CHROMIUM_PATH: auditChromiumPath,
    })
  clearRouteCache()
  server = runNode(testServerArgs(port), env)
  stripeServer = runNode(testServerArgs(port + 1), stripeEnv)
  const workersUp = startWorkerServices(env, stripeEnv, workerEnvs)
  workersUp.catch(() => {}) // awaited below; not unhandled if the main servers fail first
  await waitForHttp(`${env.APP_URL}/api/packages?limit=1`, 120_000)
  await waitForHttp(`${env.STRIPE_APP_URL}/api/packages?limit=1`, 120_000)
  workers = await workersUp
  timer.phase('servers up')

  // VITEST_ARGS / PW_ARGS narrow a local run (e.g. VITEST_ARGS='tests/int/payments' PW_ARGS='tests/e2e/wizard').
  const pureRun = await pure.done()
  timer.beside('unit and component tests (beside the build)', pureRun.ms)
  if (!pureRun.ok) failures.push('vitest (unit, component)')
  const vitestArgs = [
    'run',
    '--project=int',
    '--project=int-isolated',
    '--project=int-final',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}/vitest.json`,
    ...splitArgs(process.env.VITEST_ARGS),
  ]
  if ((await runNode(['node_modules/vitest/vitest.mjs', ...vitestArgs], env).done) !== 0)
    failures.push('vitest')
  // The browser tests use worker 1's database and servers only.
  await workers.stop()
  timer.phase('vitest (integration)')
  // A staff and an admin account per browser project (tests/helpers/staffAccount.ts).
  for (const { name = '' } of playwrightConfig.projects ?? []) {
    const staff = projectEmail(env.E2E_STAFF_EMAIL, name)
    await createStaffUser(payload, staff, env.E2E_STAFF_PASSWORD)
    const admin = projectEmail(env.E2E_ADMIN_EMAIL, name)
    await createStaffUser(payload, admin, env.E2E_ADMIN_PASSWORD, 'admin')
  }
  if (
    (await runNode(
      ['node_modules/@playwright/test/cli.js', 'test', ...splitArgs(process.env.PW_ARGS)],
      env,
    ).done) !== 0
  )
    failures.push('playwright')
  timer.phase('playwright (browser)')
  // Awaited only now: with the integration files in two workers it can outlast vitest, and the
  // browser tests need not wait for it.
  if (typecheck && !(await typecheck.ok)) failures.push('type check')
  if (audit) {
    // Lighthouse gets a quiet machine and the build's own pages, not the test database's.
    await stopChild(server.child)
    await stopChild(stripeServer.child)
    server = stripeServer = undefined
    clearRouteCache()
    await audit.start()
    timer.phase('web audit report')
  }
  await closePayload(payload)
} catch (error) {
  console.error(error)
  failures.push(String(error))
} finally {
  if (server) await stopChild(server.child)
  if (stripeServer) await stopChild(stripeServer.child)
  if (typecheck) await stopChild(typecheck.child)
  await workers?.stop()
  if (audit) await stopChild(audit.child, 20_000)
  await fakeStripe.stop()
  await fakeGoogle.stop()
  await fakeTelegram.stop()
  await fakeTwilio.stop()
  await mail.stop()
  await db.stop()
}

const vitest = mergeVitest(
  readJson(`${results}/vitest-pure.json`),
  readJson(`${results}/vitest.json`),
)
const pw = readJson(`${results}/playwright.json`)
const passed = (vitest?.numPassedTests ?? 0) + (pw?.stats?.expected ?? 0) + (pw?.stats?.flaky ?? 0)
let failed = (vitest?.numFailedTests ?? 0) + (pw?.stats?.unexpected ?? 0)
// A runner that failed without reporting a failing test (crash, build error) still counts.
const steps = failures.filter((f) => f !== 'start-up JS budgets')
if (steps.length && failed === 0) failed = steps.length
failed += budgetFailures.length
if (budgetFailures.length)
  console.error(
    `\nOver its start-up JS budget:\n  ${budgetFailures.map((f) => f.split('\n')[0]).join('\n  ')}`,
  )
const flaky = flakyTests(pw)
if (flaky.length)
  console.log(`\nFlaky (failed, then passed on the retry):\n  ${flaky.join('\n  ')}`)
if (audit) console.log(`\nWeb budget report (not counted in the total):\n${audit.report()}\n`)
console.log(timer.summary())
const failing = failedTests(vitest, pw)
if (failing.length) console.log(`\nFailed tests:\n  ${failing.join('\n  ')}`)
if (failures.length) console.error(`Failed steps: ${failures.join(', ')}`)
console.log(`Total: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 || failures.length > 0 ? 1 : 0)

/** tsc --noEmit at low priority, so it takes only the CPU the integration tests leave idle. */
function typeCheck() {
  const started = Date.now()
  const tsc = runNode(['node_modules/typescript/bin/tsc', '--noEmit'])
  if (tsc.child.pid) os.setPriority(tsc.child.pid, 10)
  const ok = tsc.done.then((code) => {
    timer.beside('type check (beside vitest)', Date.now() - started)
    return code === 0
  })
  return { child: tsc.child, ok }
}

type PwSuite = {
  specs?: { file: string; title: string; tests?: { projectName: string; status: string }[] }[]
  suites?: PwSuite[]
}

/** The Playwright tests that failed first and passed on the retry, as "[project] file › title". */
function flakyTests(report: { suites?: PwSuite[] } | undefined): string[] {
  const found: string[] = []
  const walk = (suite: PwSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky')
          found.push(`[${test.projectName}] ${spec.file} › ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report?.suites ?? []) walk(suite)
  return found
}

function splitArgs(value?: string) {
  return value ? value.split(' ').filter(Boolean) : []
}

function readJson(file: string) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}
