import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

import { waitlistDateKey } from '../core/waitlistDateKey'

const WAITLIST_LOCKS = 7_422 // advisory-lock namespace of waitlist dates (booth days: 7_421)

/**
 * Takes the transaction-scoped advisory lock of a waitlist date, before the offer's booking and
 * its booth-day locks (docs/concurrency.md, lock order): staff's "Offer now" and the offer job
 * each offer a date inside it, after reading the date's line again, so two offers made at once
 * never both see "no live offer" nor hold twice for one entry.
 */
export async function lockWaitlistDate(req: PayloadRequest, date: string): Promise<void> {
  const key = waitlistDateKey(date)
  claimLock(req, 'waitlistDate', key)
  const db = await transactionDb(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(${WAITLIST_LOCKS}, ${key})`)
}
