import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { idList, transactionDb } from '@server-kit'

export type BookingRecordCounts = {
  bookings: number
  payments: number
  /** Numbered documents per kind (receipt, credit note, invoice, agreement), as grouped. */
  documents: [kind: string, count: number][]
  /** Bookings with automatic payments on or a saved card. */
  autopayOrCard: number
}

/**
 * What these bookings hold that the law keeps (money records and numbered documents), and how
 * many run on a saved card, in one query in the request's transaction: an erasure's account.
 */
export async function bookingRecordCounts(
  req: PayloadRequest,
  bookingIds: number[],
): Promise<BookingRecordCounts> {
  const db = await transactionDb(req)
  // `[0]` for none: `= ANY('{}')` is valid, but one shape keeps the query simple.
  const ids = idList(bookingIds.length ? bookingIds : [0])
  const { rows } = await db.execute(sql`SELECT
    (SELECT count(*)::int FROM bookings WHERE id = ANY(${ids})) AS bookings,
    (SELECT count(*)::int FROM payments WHERE booking_id = ANY(${ids})) AS payments,
    (SELECT count(*)::int FROM bookings WHERE id = ANY(${ids})
      AND (autopay OR card_on_file IS NOT NULL)) AS autopay,
    (SELECT coalesce(json_agg(json_build_array(d.kind, d.n)), '[]'::json) FROM (
      SELECT kind::text AS kind, count(*)::int AS n FROM booking_documents
      WHERE booking_id = ANY(${ids}) GROUP BY kind) d) AS documents`)
  const row = rows[0] ?? {}
  const documents = (row.documents ?? []) as [string, number][]
  return {
    bookings: Number(row.bookings ?? 0),
    payments: Number(row.payments ?? 0),
    documents: documents.map(([kind, n]) => [String(kind), Number(n)]),
    autopayOrCard: Number(row.autopay ?? 0),
  }
}
