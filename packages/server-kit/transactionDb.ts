import type { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

export type SqlDb = {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }>
}

/** Drizzle bound to the request's transaction (or the pool without one), for atomic SQL updates. */
export async function transactionDb(req: PayloadRequest): Promise<SqlDb> {
  const adapter = req.payload.db as unknown as {
    drizzle: SqlDb
    sessions?: Record<string, { db: SqlDb } | undefined>
  }
  const id = req.transactionID ? String(await req.transactionID) : null
  return (id && adapter.sessions?.[id]?.db) || adapter.drizzle
}
