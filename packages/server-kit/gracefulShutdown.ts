// SIGTERM, as a load balancer or orchestrator sends it: leave rotation, finish, release, exit 0.
import { lifecycle } from './lifecycle'

export type ShutdownOptions = {
  /** How long readiness fails while the server still accepts (the balancer's time to notice). */
  drainDelayMs: number
  /** The bound on waiting for requests in flight; then the rest are cut. */
  timeoutMs: number
}

export function shutdownOptions(env: NodeJS.ProcessEnv = process.env): ShutdownOptions {
  return {
    drainDelayMs: Number(env.SHUTDOWN_DRAIN_DELAY_MS ?? 5000),
    timeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? 20_000),
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const log = (msg: string) => console.info(`[shutdown] ${msg}`)

async function runHooks(hooks: (() => Promise<void> | void)[]) {
  await Promise.all(hooks.map((hook) => Promise.resolve().then(hook).catch(console.error)))
}

async function drainAndExit({ drainDelayMs, timeoutMs }: ShutdownOptions) {
  const state = lifecycle()
  state.draining = true
  log(`draining: /api/ready fails now; accepting for ${drainDelayMs} ms more`)
  await runHooks(state.onDrain)
  await sleep(drainDelayMs)
  const server = state.server
  const closed = new Promise<void>((resolve) =>
    server ? server.close(() => resolve()) : resolve(),
  )
  const deadline = Date.now() + timeoutMs
  // Keep-alive connections go once idle; the requests in flight get until the deadline.
  while (state.inFlight > 0 && Date.now() < deadline) {
    server?.closeIdleConnections()
    await sleep(100)
  }
  if (state.inFlight > 0) log(`${state.inFlight} request(s) cut after ${timeoutMs} ms`)
  server?.closeAllConnections()
  await closed
  await runHooks(state.onClose)
  log('stopped')
  process.exit(0)
}

let installed = false

/**
 * Replaces Next's own SIGTERM handling (close the listener at once, exit 143) with a drain.
 * Called from instrumentation.ts, after `next start` has installed its handler.
 */
export function installGracefulShutdown(options = shutdownOptions()): void {
  if (installed) return
  installed = true
  process.removeAllListeners('SIGTERM')
  let started = false
  process.on('SIGTERM', () => {
    if (started) return
    started = true
    void drainAndExit(options)
  })
}
