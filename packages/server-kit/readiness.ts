// When a server may take traffic: the rules are pure; checkReadiness does the one query.
import type { Payload } from 'payload'

import { isDraining } from './lifecycle'
import { poolOf } from './poolOf'

export type ReadinessFacts = {
  draining: boolean
  /** Names in payload_migrations, or null when the database did not answer. */
  applied: string[] | null
  /** The migrations this build carries (migrations/index.ts). */
  expected: string[]
}

export type Readiness =
  { ready: true } | { ready: false; reason: 'draining' | 'database' | 'migrations' }

/** Draining wins (a stopping server leaves rotation even with a healthy database). */
export function readiness({ draining, applied, expected }: ReadinessFacts): Readiness {
  if (draining) return { ready: false, reason: 'draining' }
  if (!applied) return { ready: false, reason: 'database' }
  const done = new Set(applied)
  if (expected.some((name) => !done.has(name))) return { ready: false, reason: 'migrations' }
  return { ready: true }
}

const TIMEOUT_MS = 2000 // a load balancer's check should fail fast, not queue behind a stuck pool
let migrated = false // migrations never un-apply while a server runs: after one pass, only ping

async function appliedMigrations(payload: Payload, expected: string[]): Promise<string[] | null> {
  const pool = poolOf(payload)
  const query = migrated
    ? pool.query('select 1').then(() => expected)
    : pool
        .query<{ name: string }>('select name from payload_migrations')
        .then((r) => r.rows.map((row) => row.name))
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, TIMEOUT_MS, null).unref())
  return Promise.race([query.catch(() => null), timeout])
}

/** Readiness of this server now: no query at all while draining. */
export async function checkReadiness(payload: Payload, expected: string[]): Promise<Readiness> {
  if (isDraining()) return readiness({ draining: true, applied: [], expected })
  const applied = await appliedMigrations(payload, expected)
  const result = readiness({ draining: isDraining(), applied, expected })
  if (result.ready) migrated = true
  return result
}
