import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { ReportDocument } from '../core/accountingRows'
import type { Period } from '../core/period'
import { cents, notTip, reportRows } from './reportSql'

/** The worksheet's lines: every R- and C- document issued in the period, in number order. */
export async function periodDocuments(
  req: PayloadRequest,
  period: Period,
  kinds: ReportDocument['kind'][] = ['receipt', 'credit_note'],
): Promise<ReportDocument[]> {
  const rows = await reportRows<Record<string, unknown>>(
    req,
    sql`SELECT d.id, d.number, d.kind::text AS kind, d.issued_on, d.billed_to, d.billed_email,
          d.description, d.method, b.reference, d.amount_cents, d.net_cents, d.gst_cents,
          d.rst_cents
        FROM booking_documents d LEFT JOIN bookings b ON b.id = d.booking_id
        WHERE d.issued_on BETWEEN ${period.from} AND ${period.to} AND ${notTip('d.')}
          AND d.kind::text IN (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        ORDER BY d.kind, d.year, d.sequence`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    number: String(r.number),
    kind: r.kind as ReportDocument['kind'],
    issuedOn: String(r.issued_on),
    billedTo: String(r.billed_to ?? ''),
    billedEmail: String(r.billed_email ?? ''),
    description: String(r.description ?? ''),
    method: String(r.method ?? ''),
    bookingReference: String(r.reference ?? ''),
    amountCents: cents(r.amount_cents),
    netCents: cents(r.net_cents),
    gstCents: cents(r.gst_cents),
    rstCents: cents(r.rst_cents),
  }))
}
