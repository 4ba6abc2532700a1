import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

/** Rows of one aggregate query, on the request's transaction when it has one. */
export async function reportRows<T>(req: PayloadRequest, query: ReturnType<typeof sql>) {
  const db = await transactionDb(req)
  return (await db.execute(query)).rows as T[]
}

/** PostgreSQL sums of numeric columns arrive as strings: whole cents back as numbers. */
export const cents = (v: unknown): number => (v == null ? 0 : Number(v))

/**
 * A voluntary tip's receipt (issue 35) is not a sale: no GST or RST, not revenue, not money
 * held for a booking. Every report of documents leaves it out; tips are listed apart.
 */
export const notTip = (alias = '') => sql.raw(`COALESCE(${alias}breakdown->>'tip', '') <> 'true'`)
