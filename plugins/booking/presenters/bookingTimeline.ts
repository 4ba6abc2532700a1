import type { Booking, Payment } from '../types'

import { type PlanParts, paymentKind } from '../core/paymentKind'
import { agreementOf } from './agreementView'

export type HistoryRow = {
  id?: string | null
  at: string
  actor: string
  action: string
  amountCents?: number | null
  note?: string | null
}

/** One line of the booking's history, with the money it moved said in words. */
export type TimelineRow = {
  key: string
  at: string
  actor: string
  action: string
  note: string | null
  money: { label: 'Paid' | 'Refunded' | 'Total' | 'New total' | 'Amount'; cents: number } | null
}

const PAID_BY: Record<string, string> = { stripe: 'by card', demo: 'by demo payment' }
const NEAR_MS = 15 * 60_000 // a recorded payment and its history line are minutes apart at most

const moneyOf = (h: HistoryRow): TimelineRow['money'] => {
  if (typeof h.amountCents !== 'number') return null
  const cents = h.amountCents
  // Before issue 50 a change without a refund stored its new total in the amount.
  if (h.action === 'Booking changed')
    return { label: /\brefund \$/.test(h.note ?? '') ? 'Refunded' : 'New total', cents }
  if (h.action.startsWith('Created by')) return { label: 'Total', cents } // the price booked
  if (/refund/i.test(h.action)) return { label: 'Refunded', cents }
  if (/paid|payment recorded|charged|tip received/i.test(h.action)) return { label: 'Paid', cents }
  return { label: 'Amount', cents }
}

const planOf = (booking: Booking): PlanParts | null => {
  const plan = booking.paymentPlan as {
    kind?: PlanParts['kind']
    instalments?: { amountCents: number }[]
  }
  return plan?.kind && plan.instalments
    ? { kind: plan.kind, amounts: plan.instalments.map((p) => p.amountCents) }
    : null
}

/**
 * Everything the booking lived through, oldest first: its history entries, and what they leave
 * out: the booking being made, the agreement signed, each payment with what it paid ("Instalment
 * 2 of 4"). A payment that already has its history line (recorded by staff) is named on that line.
 */
export function bookingTimeline(booking: Booking, payments: Payment[]): TimelineRow[] {
  const history = (booking.history ?? []) as HistoryRow[]
  const rows: TimelineRow[] = history.map((h, i) => ({
    key: h.id ?? `h${i}`,
    at: h.at,
    actor: h.actor,
    action: h.action,
    note: h.note ?? null,
    money: moneyOf(h),
  }))
  if (!history.some((h) => h.action.startsWith('Created by')))
    rows.push({
      key: 'made',
      at: booking.createdAt,
      actor: 'Customer',
      action: 'Booking made online',
      note: null,
      money: null,
    })
  const signed = agreementOf(booking)
  if (signed)
    rows.push({
      key: 'signed',
      at: signed.signedAt,
      actor: signed.signatureName,
      action: `Agreement signed (${signed.documentNumber})`,
      note: null,
      money: null,
    })
  addPayments(rows, payments, planOf(booking))
  return rows.sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime())
}

function addPayments(rows: TimelineRow[], payments: Payment[], plan: PlanParts | null) {
  let paidBefore = 0
  const received = payments
    .filter((p) => p.purpose !== 'tip' && (p.receivedCents ?? 0) > 0)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  for (const p of received) {
    const cents = p.receivedCents ?? 0
    const kind = plan ? paymentKind(plan, paidBefore, cents) : kindWithoutPlan(p)
    paidBefore += cents - (p.refundedCents ?? 0)
    const when = new Date(p.updatedAt).getTime()
    const line = rows.find(
      (r) =>
        r.money?.label === 'Paid' &&
        r.money.cents === cents &&
        Math.abs(new Date(r.at).getTime() - when) <= NEAR_MS &&
        !r.action.includes(' · '),
    )
    if (line) line.action = `${line.action} · ${kind}`
    else
      rows.push({
        key: `p${p.id}`,
        at: p.updatedAt,
        actor: 'Customer',
        action: `${kind} paid ${PAID_BY[p.gateway] ?? `(${p.gateway})`}`,
        note: null,
        money: { label: 'Paid', cents },
      })
  }
}

// A booking with no stored plan (older, or taken offline): the payment's own purpose says it.
const kindWithoutPlan = (p: Payment) =>
  p.purpose === 'balance' ? 'Balance' : p.paymentType === 'deposit' ? 'Deposit' : 'Payment'
