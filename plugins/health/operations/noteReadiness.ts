import os from 'node:os'

import type { Payload } from 'payload'

import { lifecycle, type Readiness, poolOf } from '@server-kit'

// How often a ready server refreshes its row: the balancer asks every second or two.
const REFRESH_MS = 30_000
const KEY = Symbol.for('photobooth.health.readiness')
type Last = { at: number; reason: string | null }

const UPSERT = `insert into health_servers (server, ready_at, checked_at, reason)
  values ($1, $2, $2, $3)
  on conflict (server) do update set checked_at = $2, reason = $3,
    ready_at = case when $3::text is null then $2 else health_servers.ready_at end,
    updated_at = $2`

/** This process's name among the servers: host and the port it listens on. */
export function serverName(): string {
  const address = lifecycle().server?.address()
  const port = address && typeof address === 'object' ? address.port : process.env.PORT
  return process.env.SERVER_NAME || `${os.hostname()}:${port ?? '3000'}`
}

/**
 * Records this server's readiness for the health check (shared: in the database). A ready
 * server writes at most every 30 s; a change (not ready, ready again) at once. Draining is on
 * purpose: the row goes. A database that does not answer cannot be written: the row goes stale.
 */
export async function noteReadiness(payload: Payload, result: Readiness, now = new Date()) {
  const g = globalThis as { [KEY]?: Last }
  const reason = result.ready ? null : result.reason
  const last = g[KEY]
  if (last && last.reason === reason && now.getTime() - last.at < REFRESH_MS) return
  const pool = poolOf(payload)
  try {
    if (reason === 'draining')
      await pool.query('delete from health_servers where server = $1', [serverName()])
    else if (reason !== 'database') await pool.query(UPSERT, [serverName(), now, reason])
    g[KEY] = { at: now.getTime(), reason }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'readiness not recorded for the health check' })
  }
}
