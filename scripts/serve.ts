/**
 * Serves the whole site: database (embedded unless DATABASE_URL), migrations, seed,
 * a production build on first run, then `next start`.
 */
import fs from 'node:fs'
import path from 'node:path'

import { allowDemoPaymentsLocally } from './lib/allowDemoPayments'
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv, root } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { NEXT_BIN, runNode, stopChild } from './lib/spawnChild'
import { forgetServer, recordServer, stopStaleServer } from './lib/staleServer'

loadEnv()
ensureLocalSecret()
const started = Date.now()
let mark = started
// Each phase's cost, printed so a slow fresh start says where its time went.
const phase = (name: string) => {
  const now = Date.now()
  console.log(`[start] ${name}: ${((now - mark) / 1000).toFixed(1)} s`)
  mark = now
}
const db = await useDatabase()
// Locally (embedded database) no Stripe keys means the demo gateway, said out loud.
allowDemoPaymentsLocally(db)
phase('database')
let stopping = false
const shutdown = async (code: number) => {
  if (stopping) return
  stopping = true
  if (next) await stopChild(next.child)
  forgetServer('next-start')
  await db.stop()
  process.exit(code)
}
// eslint-disable-next-line prefer-const -- shutdown() may run before the server is started
let next: ReturnType<typeof runNode> | undefined
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

await prepareDatabase({ seed: process.env.SEED !== 'false' })
phase('migrations and seed')
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.REBUILD === 'true') {
  // Type errors are the tests' business (npm test builds with the check); serving waits less.
  const build = runNode([NEXT_BIN, 'build'], { SKIP_TYPECHECK: 'true' })
  if ((await build.done) !== 0) await shutdown(1)
  phase('build')
}
const port = process.env.PORT || '3000'
await stopStaleServer('next-start')
// One server and no balancer watching its readiness: Ctrl-C stops it without the drain delay.
next = runNode([NEXT_BIN, 'start', '-p', port, '-H', process.env.HOST || '0.0.0.0'], {
  SHUTDOWN_DRAIN_DELAY_MS: process.env.SHUTDOWN_DRAIN_DELAY_MS ?? '0',
})
recordServer('next-start', next.child.pid)
console.log(
  `\nSite starting on http://localhost:${port} (admin: /admin) after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation`,
)
await shutdown(await next.done)
