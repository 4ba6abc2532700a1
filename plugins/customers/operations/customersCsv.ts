import { stringify } from 'csv-stringify'
import type { PayloadRequest } from 'payload'
import { Readable } from 'node:stream'

import { CUSTOMER_COLUMNS, customerRows } from './customerRows'

// Excel reads a UTF-8 file as ANSI without the byte-order mark (accents turn into mojibake).
const BOM = '\uFEFF'

/** The customer list as a CSV byte stream: quoted as needed (commas, quotes, newlines), BOM first. */
export function customersCsv(req: PayloadRequest): ReadableStream<Uint8Array> {
  const csv = stringify({
    header: true,
    bom: false,
    columns: CUSTOMER_COLUMNS.map(([key, header]) => ({ key, header })),
    record_delimiter: 'windows',
    // A cell starting with = + - @ runs as a formula in Excel: prefix it so it stays text.
    cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) },
  })
  void (async () => {
    try {
      for await (const row of customerRows(req)) {
        if (!csv.write(row)) await new Promise((r) => csv.once('drain', r))
      }
      csv.end()
    } catch (error) {
      csv.destroy(error as Error)
    }
  })()
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(BOM, 'utf8')
      for await (const chunk of csv) yield Buffer.from(chunk)
    })(),
  )
  return Readable.toWeb(body) as ReadableStream<Uint8Array>
}
