import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, type PayloadRequest } from 'payload'

import { transactionDb } from './transactionDb'

/**
 * Commits the request's transaction, and throws when PostgreSQL did not commit it. Payload's
 * commitTransaction swallows a failed COMMIT (the connection cut at that moment), so a booking
 * was answered 201 and never saved (faults.database, about one run in four). The COMMIT is sent
 * here first, on the transaction's own connection, where a failure throws and the caller rolls
 * back and answers 503; Payload's own COMMIT after it is a no-op (PostgreSQL warns "there is no
 * transaction in progress").
 */
export async function commitOrThrow(req: PayloadRequest): Promise<void> {
  if (req.transactionID) {
    const db = await transactionDb(req)
    await db.execute(sql`COMMIT`)
  }
  await commitTransaction(req)
}
