import type http from 'node:http'

type Hook = () => Promise<void> | void

/**
 * One server process's state shared by modules Next bundles separately (instrumentation, route
 * handlers, Payload's onInit): each bundle has its own module instances, so the state lives on
 * globalThis under one key.
 */
export type Lifecycle = {
  draining: boolean
  inFlight: number
  server?: http.Server
  /** Run first on SIGTERM: stop taking new background work (the job runner). */
  onDrain: Hook[]
  /** Run last, after requests finished: release shared resources (the database pool). */
  onClose: Hook[]
}

const KEY = Symbol.for('photobooth.lifecycle')

export function lifecycle(): Lifecycle {
  const g = globalThis as { [KEY]?: Lifecycle }
  return (g[KEY] ??= { draining: false, inFlight: 0, onDrain: [], onClose: [] })
}

export const isDraining = () => lifecycle().draining
