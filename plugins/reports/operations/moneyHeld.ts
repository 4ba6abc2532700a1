import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { moneyState, nextPaymentPhrase } from '@booking/rules'

import { cents, notTip, reportRows } from './reportSql'

export type HeldBooking = {
  reference: string
  customer: string
  eventDate: string
  paidCents: number
  owedCents: number
  /** The next part's date on a plan, else the balance's due date. */
  dueDate: string | null
  /** A plan's next part in the customer's words ('Next payment $34.94 on … (2 of 10), automatic'). */
  nextPayment: string | null
  overdue: boolean
}

// Paid = receipts less credit notes per booking, from the numbered documents.
const paidPerBooking = sql`
  SELECT booking_id,
    sum(CASE WHEN kind = 'receipt' THEN amount_cents ELSE -amount_cents END) AS paid
  FROM booking_documents
  WHERE kind IN ('receipt', 'credit_note') AND booking_id IS NOT NULL AND ${notTip()}
  GROUP BY booking_id`

const toHeld =
  (today: string) =>
  (r: Record<string, unknown>): HeldBooking => {
    // The booking's own schedule decides what is due when: a plan's next part, not the last day.
    const m = moneyState({
      status: 'confirmed',
      totalCents: cents(r.total),
      amountPaidCents: cents(r.paid),
      balanceDueDate: r.due ? String(r.due) : null,
      paymentType: r.payment_type ? String(r.payment_type) : null,
      paymentPlan: r.plan,
      autopay: Boolean(r.autopay),
      cardOnFile: r.card,
    })
    const plan = m.planKind === 'plan' && m.schedule.length > 1 ? m.nextInstalment : null
    const due = plan ? plan.chargeOn : r.due ? String(r.due) : null
    return {
      reference: String(r.reference ?? ''),
      customer: String(r.customer ?? ''),
      eventDate: String(r.event_date),
      paidCents: cents(r.paid),
      owedCents: cents(r.owed),
      dueDate: due,
      nextPayment: plan ? nextPaymentPhrase(m) : null,
      overdue: cents(r.owed) > 0 && due !== null && due < today,
    }
  }

/**
 * Deposits held: money kept for confirmed events on or after `today` (a liability until the
 * event). Receivables: confirmed bookings whose price exceeds what they paid, oldest due first.
 */
export async function moneyHeld(req: PayloadRequest, today: string) {
  const rows = await reportRows<Record<string, unknown>>(
    req,
    sql`SELECT b.reference, trim(b.first_name || ' ' || b.last_name) AS customer, b.event_date,
          coalesce(p.paid, 0) AS paid, b.total_cents - coalesce(p.paid, 0) AS owed,
          b.balance_due_date AS due, b.total_cents AS total, b.payment_type,
          b.payment_plan AS plan, b.autopay, b.card_on_file AS card
        FROM bookings b LEFT JOIN (${paidPerBooking}) p ON p.booking_id = b.id
        WHERE b.status = 'confirmed'
          AND ((b.event_date >= ${today} AND coalesce(p.paid, 0) > 0)
            OR b.total_cents - coalesce(p.paid, 0) > 0)
        ORDER BY b.event_date, b.id`,
  )
  const all = rows.map(toHeld(today))
  const deposits = all.filter((r) => r.eventDate >= today && r.paidCents > 0)
  const receivables = all
    .filter((r) => r.owedCents > 0)
    .sort((a, b) => (a.dueDate ?? a.eventDate).localeCompare(b.dueDate ?? b.eventDate))
  return {
    depositsHeldCents: deposits.reduce((s, r) => s + r.paidCents, 0),
    deposits,
    receivablesCents: receivables.reduce((s, r) => s + r.owedCents, 0),
    overdueCents: receivables.filter((r) => r.overdue).reduce((s, r) => s + r.owedCents, 0),
    receivables,
  }
}
