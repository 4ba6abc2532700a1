import { pipeline } from 'node:stream/promises'
import { Readable, Writable } from 'node:stream'

import type { PoolClient } from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { TableEdge } from '../core/loadOrder'

export type TableInfo = { name: string; columns: string[] }

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Every table of the public schema with its stored (not generated) columns, in order. */
export async function publicTables(client: PoolClient): Promise<TableInfo[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns
     from information_schema.columns c join pg_tables t
       on t.schemaname = c.table_schema and t.tablename = c.table_name
     where c.table_schema = 'public' and c.is_generated = 'NEVER'
     group by c.table_name order by c.table_name`,
  )
  return rows.map((r) => ({ name: r.table, columns: r.columns }))
}

/** The foreign keys between public tables, for the restore's load order. */
export async function foreignKeys(client: PoolClient): Promise<TableEdge[]> {
  const { rows } = await client.query<TableEdge>(
    `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as references
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'`,
  )
  return rows.map((r) => ({
    table: r.table.replaceAll('"', ''),
    references: r.references.replaceAll('"', ''),
  }))
}

/** One table's rows in COPY's text format (one line a row). */
export async function copyOut(client: PoolClient, table: TableInfo): Promise<Buffer> {
  const chunks: Buffer[] = []
  const cols = table.columns.map(ident).join(', ')
  await pipeline(
    client.query(copyTo(`COPY ${ident(table.name)} (${cols}) TO STDOUT`)),
    new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk)
        done()
      },
    }),
  )
  return Buffer.concat(chunks)
}

/** Loads rows written by copyOut into the same columns of the table. */
export async function copyIn(client: PoolClient, table: TableInfo, data: Buffer): Promise<void> {
  const cols = table.columns.map(ident).join(', ')
  await pipeline(
    Readable.from([data]),
    client.query(copyFrom(`COPY ${ident(table.name)} (${cols}) FROM STDIN`)),
  )
}

export type TableSum = { rows: number; checksum: string }

/**
 * Row count and an order-free checksum of the named columns of every row, per table: the backup
 * records them inside its snapshot, and a restore must reproduce them exactly.
 */
export async function tableChecksums(
  client: PoolClient,
  tables: TableInfo[],
): Promise<Record<string, TableSum>> {
  const out: Record<string, TableSum> = {}
  for (const t of tables) {
    const row = t.columns.length ? `row(${t.columns.map(ident).join(', ')})::text` : `''`
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `select count(*) as rows, md5(coalesce(string_agg(h, '' order by h), '')) as checksum
       from (select md5(${row}) as h from ${ident(t.name)}) x`,
    )
    out[t.name] = { rows: Number(rows[0].rows), checksum: rows[0].checksum }
  }
  return out
}

export { ident }
