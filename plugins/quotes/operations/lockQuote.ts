import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

/**
 * Locks the quote's row until the transaction ends: the first lock of an acceptance, before the
 * booking row and the day locks (docs/concurrency.md), so a double click waits, then reads it
 * accepted.
 */
export async function lockQuote(req: PayloadRequest, quoteId: number): Promise<void> {
  claimLock(req, 'quote', quoteId)
  const db = await transactionDb(req)
  await db.execute(sql`SELECT id FROM quotes WHERE id = ${quoteId} FOR UPDATE`)
}
