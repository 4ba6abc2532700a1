import path from 'node:path'

import { clearRouteCache } from '../clearRouteCache'
import { useDatabase } from '../database'
import { dataDir } from '../env'
import { closePayload, prepareDatabase } from '../prepareDatabase'
import { resetDatabase } from '../resetDatabase'
import { NEXT_BIN, runNode, stopChild } from '../spawnChild'
import { waitForHttp } from '../waitForHttp'

/**
 * A production server of its own for the benchmark and the web audit: a fresh seeded database
 * (embedded, on port + 51000 unless BENCH_PG_PORT), a `next build` unless SKIP_BUILD=true.
 * `serverEnv` goes to the server alone (NODE_OPTIONS=--cpu-prof: not the build's processes).
 */
export async function startBenchServer(port: number, serverEnv: Record<string, string> = {}) {
  const db = await useDatabase({
    dir: path.join(dataDir, 'bench-postgres'),
    port: Number(process.env.BENCH_PG_PORT || port + 51000),
    name: 'photobooth_bench',
  })
  await resetDatabase(db.url)
  const env = {
    DATABASE_URL: db.url,
    PAYLOAD_SECRET: 'bench-secret',
    MEDIA_DIR: path.join(dataDir, 'bench-media'),
    ALLOW_DEMO_PAYMENTS: 'true',
    // Load tests act as many visitors; per-client limits key on X-Forwarded-For.
    TRUST_PROXY: 'true',
    APP_URL: `http://127.0.0.1:${port}`,
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${port}`,
    // No balancer watches its readiness: stop without waiting for one to notice.
    SHUTDOWN_DRAIN_DELAY_MS: '0',
  }
  Object.assign(process.env, env)
  await closePayload(await prepareDatabase({ keepOpen: true }))
  if (process.env.SKIP_BUILD !== 'true') {
    // The tests type-check; a report's build need not.
    const built = await runNode([NEXT_BIN, 'build'], { ...env, SKIP_TYPECHECK: 'true' }).done
    if (built !== 0) throw new Error('next build failed')
  }
  clearRouteCache()
  const server = runNode([NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    ...env,
    ...serverEnv,
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await stopChild(server.child)
    await db.stop()
  }
  try {
    await waitForHttp(`${url}/api/packages?limit=1`, 120_000)
  } catch (error) {
    await stop()
    throw error
  }
  // Its pid: the benchmark reads the server's own CPU time per request (a figure load hardly moves).
  return { url, databaseUrl: db.url, stop, serverPid: server.child.pid }
}
