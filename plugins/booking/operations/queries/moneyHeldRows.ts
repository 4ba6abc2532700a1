import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { cents, sqlRows } from './sqlRows'
import { notTip } from './tipReceipt'

/** A confirmed booking holding money or owed it, paid as its numbered documents say. */
export type HeldMoneyRow = {
  reference: string
  customer: string
  eventDate: string
  status: string
  /** Receipts less credit notes (tips left out). */
  paidCents: number
  /** The total less `paidCents` (negative when over-paid). */
  owedCents: number
  totalCents: number
  balanceDueDate: string | null
  paymentType: string | null
  paymentPlan: unknown
  autopay: boolean
  cardOnFile: unknown
}

// Paid = receipts less credit notes per booking, from the numbered documents.
const paidPerBooking = sql`
  SELECT booking_id,
    sum(CASE WHEN kind = 'receipt' THEN amount_cents ELSE -amount_cents END) AS paid
  FROM booking_documents
  WHERE kind IN ('receipt', 'credit_note') AND booking_id IS NOT NULL AND ${notTip()}
  GROUP BY booking_id`

/**
 * The money held and owed (the reports' deposits and receivables): confirmed bookings with an
 * event on or after `today` that paid something, or that still owe, by event date. One query.
 */
export async function moneyHeldRows(req: PayloadRequest, today: string): Promise<HeldMoneyRow[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    req,
    sql`SELECT b.reference, trim(b.first_name || ' ' || b.last_name) AS customer, b.event_date,
          b.status, coalesce(p.paid, 0) AS paid, b.total_cents - coalesce(p.paid, 0) AS owed,
          b.balance_due_date AS due, b.total_cents AS total, b.payment_type,
          b.payment_plan AS plan, b.autopay, b.card_on_file AS card
        FROM bookings b LEFT JOIN (${paidPerBooking}) p ON p.booking_id = b.id
        WHERE b.status = 'confirmed'
          AND ((b.event_date >= ${today} AND coalesce(p.paid, 0) > 0)
            OR b.total_cents - coalesce(p.paid, 0) > 0)
        ORDER BY b.event_date, b.id`,
  )
  return rows.map((r) => ({
    reference: String(r.reference ?? ''),
    customer: String(r.customer ?? ''),
    eventDate: String(r.event_date),
    status: String(r.status),
    paidCents: cents(r.paid),
    owedCents: cents(r.owed),
    totalCents: cents(r.total),
    balanceDueDate: r.due ? String(r.due) : null,
    paymentType: r.payment_type ? String(r.payment_type) : null,
    paymentPlan: r.plan,
    autopay: Boolean(r.autopay),
    cardOnFile: r.card,
  }))
}
