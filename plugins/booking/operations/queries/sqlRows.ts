import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { ClientBase } from 'pg'

import { transactionDb } from '@server-kit'

/** Rows of one read query, on the request's transaction when it has one. */
export async function sqlRows<T>(req: PayloadRequest, query: ReturnType<typeof sql>) {
  const db = await transactionDb(req)
  return (await db.execute(query)).rows as T[]
}

/** PostgreSQL sums of numeric columns arrive as strings: whole cents back as numbers. */
export const cents = (v: unknown): number => (v == null ? 0 : Number(v))

/** A pg client the caller connected: the proofs and the bench seed run with no Payload at all. */
export type SqlClient = Pick<ClientBase, 'query'>
