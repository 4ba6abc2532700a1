import { stringify } from 'csv-stringify/sync'
import { strToU8, zipSync } from 'fflate'

type Row = Record<string, unknown>

const cell = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v)

/** One kind's records as CSV: a column per top-level field (nested values as JSON). */
export function recordsCsv(rows: Row[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))]
  if (!columns.length) return ''
  return stringify([columns, ...rows.map((r) => columns.map((c) => cell(r[c])))], {
    bom: true, // Excel reads UTF-8 names (Zoë) only with it
    record_delimiter: '\r\n',
  })
}

/** The download: every kind as JSON and as CSV, with a note on what is inside (and `extra`). Pure. */
export function exportZip(
  records: Record<string, Row[]>,
  readme: string,
  extra: Record<string, string> = {},
): Uint8Array {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(readme) }
  for (const [name, text] of Object.entries(extra)) files[name] = strToU8(text)
  for (const [kind, rows] of Object.entries(records)) {
    files[`${kind}.json`] = strToU8(JSON.stringify(rows, null, 2))
    files[`${kind}.csv`] = strToU8(recordsCsv(rows))
  }
  return zipSync(files, { level: 6 })
}
