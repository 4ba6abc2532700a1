import type { PayloadRequest } from 'payload'

export type SqlDb = { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
type Adapter = { drizzle: SqlDb; sessions?: Record<string, { db?: SqlDb }> }

/** Drizzle for raw SQL in the request's transaction when it has one, else the pool. */
export async function transactionDb(req: PayloadRequest): Promise<SqlDb> {
  const adapter = req.payload.db as unknown as Adapter
  const id = req.transactionID ? await req.transactionID : undefined
  return (id && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}
