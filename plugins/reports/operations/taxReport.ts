import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Period } from '../core/period'
import { type DocumentKindSums, taxWorksheet } from '../core/taxWorksheet'
import { cents, notTip, reportRows } from './reportSql'

/**
 * Sums of the R- and C- documents issued in each period (Winnipeg dates, inclusive), straight
 * from the numbered documents (every kept fee or change included), one indexed scan per period.
 */
export async function documentSums(req: PayloadRequest, period: Period) {
  const rows = await reportRows<Record<string, unknown>>(
    req,
    sql`SELECT kind::text AS kind, count(*)::int AS count, sum(amount_cents) AS amount,
          sum(net_cents) AS net, sum(gst_cents) AS gst, sum(rst_cents) AS rst
        FROM booking_documents
        WHERE issued_on BETWEEN ${period.from} AND ${period.to}
          AND kind IN ('receipt', 'credit_note') AND ${notTip()}
        GROUP BY kind`,
  )
  return rows.map((r): DocumentKindSums => ({
    kind: r.kind as DocumentKindSums['kind'],
    count: Number(r.count),
    amountCents: cents(r.amount),
    netCents: cents(r.net),
    gstCents: cents(r.gst),
    rstCents: cents(r.rst),
  }))
}

/** GET /api/reports/tax: the GST/RST worksheet's figures. */
export const taxReport = async (req: PayloadRequest, period: Period) =>
  taxWorksheet(await documentSums(req, period))
