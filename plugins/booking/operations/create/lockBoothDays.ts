import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Interval } from '../../core'
import { transactionDb, claimLock } from '@server-kit'

const BOOTH_LOCKS = 7_421 // advisory-lock namespace of booth reservations
const DAY_MS = 86_400_000

/**
 * Takes the transaction-scoped advisory lock of every UTC day `around` touches, in ascending
 * order, before booths are chosen. Two writers whose intervals overlap share a day, so the second
 * waits for the first to commit and then sees its reservation. Without this, simultaneous inserts
 * into the exclusion index can each wait for the other, and PostgreSQL resolves that only after
 * deadlock_timeout (1 s) per pair: 200 visitors racing for one evening queued for minutes.
 * The exclusion constraint stays the guarantee; this makes the common case fast.
 */
export async function lockBoothDays({
  req,
  around,
}: {
  req: PayloadRequest
  around: Interval
}): Promise<void> {
  const db = await transactionDb(req)
  const first = Math.floor(around.start.getTime() / DAY_MS)
  const last = Math.floor((around.end.getTime() - 1) / DAY_MS)
  for (let day = first; day <= Math.max(first, last); day++) {
    claimLock(req, 'boothDay', day)
    await db.execute(sql`SELECT pg_advisory_xact_lock(${BOOTH_LOCKS}, ${day})`)
  }
}
