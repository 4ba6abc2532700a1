import path from 'node:path'

import { startEmbeddedPostgres } from './embeddedPostgres'
import { dataDir } from './env'

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

/** Uses DATABASE_URL when set; otherwise starts the embedded PostgreSQL in .data/. */
export async function useDatabase(
  opts: { name?: string; dir?: string; port?: number } = {},
): Promise<Database> {
  if (process.env.DATABASE_URL && !opts.dir) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => {} }
  }
  const db = await startEmbeddedPostgres({
    dataDir: opts.dir ?? path.join(dataDir, 'postgres'),
    port: opts.port ?? Number(process.env.EMBEDDED_PG_PORT || 54329),
    database: opts.name ?? 'photobooth',
    log: process.env.EMBEDDED_PG_LOG === 'true',
  })
  process.env.DATABASE_URL = db.url
  return { ...db, embedded: true }
}
