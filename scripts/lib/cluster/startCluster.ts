// N production servers (`next start`) on one database behind HAProxy. Used by `npm run cluster`,
// the cluster test and bench:cluster; the build and the database must already exist.
import type { ChildProcess } from 'node:child_process'

import { NEXT_BIN, runNode } from '../spawnChild'
import { waitForHttp } from '../waitForHttp'
import { assertHaproxy, startHaproxy } from './haproxy'
import { MIN_DRAIN_DELAY_MS } from './haproxyConfig'

export type ClusterOptions = {
  size: number
  proxyPort: number
  /** Server i listens on firstServerPort + i. */
  firstServerPort: number
  env: Record<string, string | undefined>
  /** HAProxy's stats page on 127.0.0.1 at this port; none when absent. */
  statsPort?: number
  /** Each output line of server i (tests read the logs); inherited output when absent. */
  onLine?: (server: number, line: string) => void
}

export type AppServer = { port: number; child: ChildProcess; done: Promise<number> }

export async function startCluster(opts: ClusterOptions) {
  assertHaproxy()
  // The servers' drain must outlast HAProxy's noticing (haproxyConfig.ts checks it).
  const drainDelayMs = Number(opts.env.SHUTDOWN_DRAIN_DELAY_MS ?? MIN_DRAIN_DELAY_MS + 500)
  const env = { ...opts.env, SHUTDOWN_DRAIN_DELAY_MS: String(drainDelayMs) }
  const servers: AppServer[] = []
  const start = (i: number): AppServer => {
    const port = opts.firstServerPort + i
    const run = runNode(
      [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
      env,
      opts.onLine ? { stdio: ['ignore', 'pipe', 'pipe'] } : {},
    )
    if (opts.onLine) {
      for (const stream of [run.child.stdout, run.child.stderr]) {
        let rest = ''
        stream?.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n')
          rest = lines.pop() ?? ''
          for (const line of lines) if (line) opts.onLine!(i, line)
        })
      }
    }
    return { port, ...run }
  }
  const ready = (s: AppServer) => waitForHttp(`http://127.0.0.1:${s.port}/api/ready`, 180_000)
  for (let i = 0; i < opts.size; i++) servers.push(start(i))
  await Promise.all(servers.map(ready))
  const proxy = await startHaproxy({
    port: opts.proxyPort,
    serverPorts: servers.map((s) => s.port),
    drainDelayMs,
    shutdownTimeoutMs: Number(opts.env.SHUTDOWN_TIMEOUT_MS ?? 20_000),
    statsPort: opts.statsPort,
  })

  /** SIGTERM to server i: resolves with its exit code once it has drained and stopped. */
  const stopServer = async (i: number, graceMs = 40_000) => {
    const { child, done } = servers[i]
    if (child.exitCode !== null || child.signalCode !== null) return done
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    const code = await done
    clearTimeout(timer)
    return code
  }

  return {
    url: `http://127.0.0.1:${opts.proxyPort}`,
    servers,
    proxy,
    stopServer,
    /** Stops server i (drained) and starts it again; resolves once HAProxy sends to it. */
    restart: async (i: number) => {
      const code = await stopServer(i)
      servers[i] = start(i)
      await ready(servers[i])
      while (!(await proxy.isUp(i))) await new Promise((r) => setTimeout(r, 100))
      return code
    },
    stop: async () => {
      await proxy.stop()
      await Promise.all(servers.map((_, i) => stopServer(i)))
    },
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>
