/**
 * A local cluster: CLUSTER_SIZE (3) production servers on one database (embedded unless
 * DATABASE_URL) behind HAProxy (Debian's `haproxy` package), which takes a server out of rotation
 * as soon as its /api/ready fails (scripts/lib/cluster/haproxyConfig.ts).
 *   npm run cluster   (CLUSTER_PORT=3000 for HAProxy, servers on CLUSTER_SERVER_PORT=3001...)
 * HAProxy's stats page on http://127.0.0.1:8404/ (HAPROXY_STATS_PORT).
 * `kill -USR2 <pid>` (not HUP: the embedded database stops on SIGHUP) restarts the servers one after another (a rolling deploy); Ctrl-C stops all.
 */
import fs from 'node:fs'
import path from 'node:path'

import { allowDemoPaymentsLocally } from './lib/allowDemoPayments'
import { assertHaproxy } from './lib/cluster/haproxy'
import { startCluster, type Cluster } from './lib/cluster/startCluster'
import { useDatabase } from './lib/database'
import { ensureLocalSecret, loadEnv, root } from './lib/env'
import { prepareDatabase } from './lib/prepareDatabase'
import { NEXT_BIN, runNode } from './lib/spawnChild'

loadEnv()
ensureLocalSecret()
try {
  assertHaproxy()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const size = Number(process.env.CLUSTER_SIZE || 3)
const proxyPort = Number(process.env.CLUSTER_PORT || 3000)
const firstServerPort = Number(process.env.CLUSTER_SERVER_PORT || proxyPort + 1)
const db = await useDatabase()
allowDemoPaymentsLocally(db)
// eslint-disable-next-line prefer-const -- shutdown() may run before the cluster has started
let cluster: Cluster | undefined
let stopping = false
const shutdown = async (code: number) => {
  if (stopping) return
  stopping = true
  await cluster?.stop()
  await db.stop()
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

await prepareDatabase({ seed: process.env.SEED !== 'false' })
if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || process.env.REBUILD === 'true') {
  const build = runNode([NEXT_BIN, 'build'], { SKIP_TYPECHECK: 'true' })
  if ((await build.done) !== 0) await shutdown(1)
}
// HAProxy is the servers' only client: trust its X-Forwarded-For for per-client limits.
cluster = await startCluster({
  size,
  proxyPort,
  firstServerPort,
  statsPort: Number(process.env.HAPROXY_STATS_PORT || 8404),
  env: {
    TRUST_PROXY: 'true',
    NEXT_PUBLIC_SERVER_URL: process.env.NEXT_PUBLIC_SERVER_URL ?? `http://localhost:${proxyPort}`,
  },
})
console.log(
  `\nCluster: http://localhost:${proxyPort} -> servers on ports ${cluster.servers.map((s) => s.port).join(', ')}` +
    `\nHAProxy stats: ${cluster.proxy.statsUrl}` +
    `\nRolling restart: kill -USR2 ${process.pid}`,
)
process.on('SIGUSR2', async () => {
  for (let i = 0; i < size && cluster; i++) {
    const code = await cluster.restart(i)
    console.log(`[cluster] server ${i + 1} restarted (it exited with ${code})`)
  }
})
