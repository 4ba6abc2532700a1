import { sql } from '@payloadcms/db-postgres'

import { testPayload } from './payload'

/** A CSV body as rows of cells (quoted cells, doubled quotes, CRLF), BOM dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (quoted) cell += ch
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''))
      rows.push(row)
      row = []
      cell = ''
    } else cell += ch
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

/** CSV rows as objects keyed by the header row. */
export const csvRecords = (text: string) => {
  const [header, ...rows] = parseCsv(text)
  return {
    header: header!,
    records: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))),
  }
}

/** '-56.06' → -5606, exactly (no binary fractions). */
export const decimalToCents = (v: string) => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(v)
  if (!m) throw new Error(`not a decimal amount: ${v}`)
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]))
}

/** One SQL query on the test database, outside the app. */
export async function sqlRows<T = Record<string, unknown>>(query: ReturnType<typeof sql>) {
  const db = (await testPayload()).db as unknown as {
    drizzle: { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: T[] }> }
  }
  return (await db.drizzle.execute(query)).rows
}
export { sql }
