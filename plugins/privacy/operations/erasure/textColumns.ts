import { sql } from '@payloadcms/db-postgres'

import type { SqlDb } from '@server-kit'

export type Column = { table: string; column: string; json: boolean }

// The privacy log names people by a hash only, and is append-only (a trigger refuses updates).
const SKIPPED = new Set(['privacy_log', 'payload_migrations'])

/** Every text, varchar and JSON column of every table in the schema. */
export async function textColumns(db: SqlDb): Promise<Column[]> {
  const { rows } = await db.execute(sql`
    SELECT c.table_name AS "table", c.column_name AS "column", c.data_type IN ('json', 'jsonb') AS json
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema()
      AND c.data_type IN ('text', 'character varying', 'json', 'jsonb')
    ORDER BY 1, 2`)
  return (rows as Column[]).filter((r) => !SKIPPED.has(r.table))
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`)

/**
 * Replaces every match of `pattern` in the column with `placeholder`, in the rows `where` picks
 * (all rows when null). JSON is rewritten as its text; the pattern never matches a quote mark.
 */
export async function scrubColumn(
  db: SqlDb,
  col: Column,
  pattern: string,
  placeholder: string,
  where: ReturnType<typeof sql> | null,
): Promise<number> {
  const value = col.json ? sql`${ident(col.column)}::text` : ident(col.column)
  const replaced = sql`regexp_replace(${value}, ${pattern}, ${placeholder}, 'gi')`
  const { rows } = await db.execute(sql`
    UPDATE ${ident(col.table)} SET ${ident(col.column)} = ${col.json ? sql`${replaced}::jsonb` : replaced}
    WHERE ${value} ~* ${pattern} ${where ? sql`AND ${where}` : sql``}
    RETURNING 1 AS one`)
  return rows.length
}
