import type { EventEmitter } from 'node:events'
import type { Payload } from 'payload'

/**
 * pg's Pool re-emits an idle connection's error (PostgreSQL restarting, a failover, an admin
 * killing sessions) as an 'error' event, and with no listener Node ends the process. The pool
 * has already dropped that connection and opens a fresh one for the next query: log and go on.
 */
export function keepPoolAlive(payload: Payload): void {
  const pool = (payload.db as { pool?: EventEmitter }).pool
  if (!pool || pool.listenerCount('error') > 0) return
  pool.on('error', (err: Error) =>
    payload.logger.warn({ err, msg: 'database connection lost; the next query reconnects' }),
  )
}
