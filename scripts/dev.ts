/** Development server with hot reload, on the same migrated database as `npm start`. */
import { allowDemoPaymentsLocally } from './lib/allowDemoPayments'
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { NEXT_BIN, runNode, stopChild } from './lib/spawnChild'
import { forgetServer, recordServer, stopStaleServer } from './lib/staleServer'

loadEnv(true)
ensureLocalSecret()
const db = await useDatabase()
allowDemoPaymentsLocally(db)
await prepareDatabase()
await stopStaleServer('next-dev')
const next = runNode([NEXT_BIN, 'dev', '-p', process.env.PORT || '3000'])
recordServer('next-dev', next.child.pid)
const shutdown = async () => {
  await stopChild(next.child)
  forgetServer('next-dev')
  await db.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
await next.done
await db.stop()
