import type { PayloadRequest } from 'payload'

import { moneyState, nextPaymentPhrase } from '@booking/rules'
import { moneyHeldRows, type HeldMoneyRow } from '@booking/server'

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

const toHeld =
  (today: string) =>
  (r: HeldMoneyRow): HeldBooking => {
    // The booking's own schedule decides what is due when: a plan's next part, not the last day.
    const m = moneyState({
      status: r.status,
      totalCents: r.totalCents,
      amountPaidCents: r.paidCents,
      balanceDueDate: r.balanceDueDate,
      paymentType: r.paymentType,
      paymentPlan: r.paymentPlan,
      autopay: r.autopay,
      cardOnFile: r.cardOnFile,
    })
    const plan = m.planKind === 'plan' && m.schedule.length > 1 ? m.nextInstalment : null
    const due = plan ? plan.chargeOn : r.balanceDueDate
    return {
      reference: r.reference,
      customer: r.customer,
      eventDate: r.eventDate,
      paidCents: r.paidCents,
      owedCents: r.owedCents,
      dueDate: due,
      nextPayment: plan ? nextPaymentPhrase(m) : null,
      overdue: r.owedCents > 0 && due !== null && due < today,
    }
  }

/**
 * Deposits held: money kept for confirmed events on or after `today` (a liability until the
 * event). Receivables: confirmed bookings whose price exceeds what they paid, oldest due first.
 */
export async function moneyHeld(req: PayloadRequest, today: string) {
  const rows = await moneyHeldRows(req, today)
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
