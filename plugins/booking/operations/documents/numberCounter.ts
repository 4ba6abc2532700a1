import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

// After issueDocument's receipt, credit note and invoice counters (keys 0-2) in the lock order.
const COUNTERS = { quote: { key: 3, prefix: 'Q' }, agreement: { key: 4, prefix: 'A' } }
export type NumberedKind = keyof typeof COUNTERS

/**
 * The next Q-YYYY-NNNNN or A-YYYY-NNNNN, from the same counter table as receipts: a row updated
 * under its lock in the caller's transaction, so a rollback takes the number back (no gaps).
 */
export async function nextNumber(
  req: PayloadRequest,
  kind: NumberedKind,
  now: Date,
): Promise<string> {
  const year = Number(todayInZone(now, BUSINESS_TIME_ZONE).slice(0, 4))
  const db = await transactionDb(req)
  claimLock(req, 'documentCounter', COUNTERS[kind].key)
  const { rows } = await db.execute(sql`
    INSERT INTO document_counters (kind, year, last_number) VALUES (${kind}, ${year}, 1)
    ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counters.last_number + 1
    RETURNING last_number`)
  return `${COUNTERS[kind].prefix}-${year}-${String(Number(rows[0].last_number)).padStart(5, '0')}`
}
