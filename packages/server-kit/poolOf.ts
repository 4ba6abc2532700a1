import type { Pool } from 'pg'
import type { Payload } from 'payload'

/**
 * The pg Pool under Payload's Postgres adapter, for the few reads and writes that need raw SQL
 * outside Payload's query builder (locks, COPY, counters). One home for the adapter's shape,
 * which its types do not expose.
 */
export function poolOf(payload: Payload): Pool {
  return (payload.db as unknown as { pool: Pool }).pool
}
