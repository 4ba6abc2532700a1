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

const prepare = () => prepareDatabase({ seed: process.env.SEED !== 'false' })
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.REBUILD === 'true') {
  // The first start compiles while migrations and the seed run; pages the build pre-renders
  // wait for the ready file (src/lib/cms/getPayloadClient.ts). Type errors are the tests'
  // business (npm test builds with the check); serving waits less.
  const readyFile = path.join(root, '.data', `cms-ready-${process.pid}`)
  fs.rmSync(readyFile, { force: true })
  const build = runNode([NEXT_BIN, 'build'], { SKIP_TYPECHECK: 'true', CMS_READY_FILE: readyFile })
  try {
    await prepare()
  } catch (error) {
    console.error(error)
    await stopChild(build.child)
    await shutdown(1)
  }
  fs.mkdirSync(path.dirname(readyFile), { recursive: true })
  fs.writeFileSync(readyFile, new Date().toISOString())
  phase('migrations and seed (the build compiling meanwhile)')
  const built = await build.done
  fs.rmSync(readyFile, { force: true })
  if (built !== 0) await shutdown(1)
  phase('build')
} else {
  await prepare()
  phase('migrations and seed')
}
const port = process.env.PORT || '3000'
await stopStaleServer('next-start')
next = runNode([NEXT_BIN, 'start', '-p', port, '-H', process.env.HOST || '0.0.0.0'])
recordServer('next-start', next.child.pid)
console.log(
  `\nSite starting on http://localhost:${port} (admin: /admin) after ${((Date.now() - started) / 1000).toFixed(1)} s of preparation`,
)
await shutdown(await next.done)
