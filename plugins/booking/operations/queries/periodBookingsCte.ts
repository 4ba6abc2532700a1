import { sql } from '@payloadcms/db-postgres'

import { notTip } from './tipReceipt'

/** A span of Winnipeg dates, both ends included (YYYY-MM-DD). */
export type DateSpan = { from: string; to: string }

/**
 * The bookings a period counts, as the CTE `pb` (id, first_on): those whose first receipt was
 * issued in it (when money first arrived, as the bank saw it), so a booking is counted once, in
 * one period, whatever its status.
 */
export const periodBookingsCte = (p: DateSpan) => sql`
  WITH touched AS (
    SELECT DISTINCT booking_id FROM booking_documents
    WHERE kind = 'receipt' AND issued_on BETWEEN ${p.from} AND ${p.to} AND booking_id IS NOT NULL
      AND ${notTip()}
  ), pb AS (
    SELECT d.booking_id AS id, min(d.issued_on) AS first_on
    FROM booking_documents d JOIN touched t ON t.booking_id = d.booking_id
    WHERE d.kind = 'receipt' AND ${notTip('d.')}
    GROUP BY d.booking_id
    HAVING min(d.issued_on) BETWEEN ${p.from} AND ${p.to}
  )`
