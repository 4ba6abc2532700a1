import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

/** Rows of one aggregate query, on the request's transaction when it has one. */
export async function reportRows<T>(req: PayloadRequest, query: ReturnType<typeof sql>) {
  const db = await transactionDb(req)
  return (await db.execute(query)).rows as T[]
}

/** PostgreSQL sums of numeric columns arrive as strings: whole cents back as numbers. */
export const cents = (v: unknown): number => (v == null ? 0 : Number(v))

// A tip's receipt is not a sale (issue 35): every report of documents leaves it out by booking's
// one test of it; tips are listed apart.
export { notTip } from '@booking/server'
