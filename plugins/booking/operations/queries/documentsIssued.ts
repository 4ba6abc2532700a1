import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { DateSpan } from './periodBookingsCte'
import { cents, sqlRows } from './sqlRows'
import { notTip } from './tipReceipt'

/** A receipt or credit note as the accounting worksheet lists it, with its booking's reference. */
export type IssuedDocument = {
  id: number
  number: string
  kind: 'receipt' | 'credit_note'
  issuedOn: string
  billedTo: string
  billedEmail: string
  description: string
  method: string
  bookingReference: string
  amountCents: number
  netCents: number
  gstCents: number
  rstCents: number
}

/** Every document of `kinds` issued in the span (tips left out), in number order. One query. */
export async function documentsIssued(
  req: PayloadRequest,
  span: DateSpan,
  kinds: IssuedDocument['kind'][],
): Promise<IssuedDocument[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    req,
    sql`SELECT d.id, d.number, d.kind::text AS kind, d.issued_on, d.billed_to, d.billed_email,
          d.description, d.method, b.reference, d.amount_cents, d.net_cents, d.gst_cents,
          d.rst_cents
        FROM booking_documents d LEFT JOIN bookings b ON b.id = d.booking_id
        WHERE d.issued_on BETWEEN ${span.from} AND ${span.to} AND ${notTip('d.')}
          AND d.kind::text IN (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        ORDER BY d.kind, d.year, d.sequence`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    number: String(r.number),
    kind: r.kind as IssuedDocument['kind'],
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
