// The words for a booking's status and money, from one place: the status word and the money
// phrase both follow the money state's stage, so "Awaiting payment · Paid in full" cannot occur.
import { formatCad, formatDateLong } from '@kernel'

import { CHANGE_FEE_LABEL } from './modification'
import type { MoneyState } from './moneyState'
import { bookingPlanSentence, nextPaymentPhrase } from './scheduleWords'

const STATUS_WORD: Record<string, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  expired: 'Hold lapsed',
  refunded: 'Refunded',
}

/** A booking status as a person says it. */
export const statusWord = (status: string | null | undefined): string =>
  STATUS_WORD[status ?? ''] ?? (status ?? '').replace(/_/g, ' ')

/**
 * The money in a phrase: 'Balance $69.00 due Friday, …' (deposit), 'Next payment $34.94 on …
 * (2 of 10), automatic' (plan), 'Paid in full', '$74.75 to pay'.
 */
export function moneyPhrase(s: MoneyState): string {
  switch (s.stage) {
    case 'awaiting_payment':
      return s.netPaidCents > 0
        ? `${formatCad(s.netPaidCents)} received, not confirmed`
        : `${formatCad(s.dueNowCents)} to pay to confirm`
    case 'balance_due':
      return nextPaymentPhrase(s) ?? `Balance ${formatCad(s.balanceCents)}`
    case 'paid_in_full':
      return 'Paid in full'
    case 'closed':
      return s.refundedCents > 0 ? `${formatCad(s.refundedCents)} refunded` : 'Nothing refunded'
  }
}

/** 'Confirmed · Balance $69.00 due …': the one line Today and the manage page print. */
export const statusLine = (status: string | null | undefined, s: MoneyState) =>
  `${statusWord(status)} · ${moneyPhrase(s)}`

export type MoneyRow = { key: string; label: string; cents: number; note?: string }

/**
 * The money rows every screen lists, in order: total, change fee, paid, deposit taken, refunded,
 * the payment plan (instalments only), balance.
 * A screen may show fewer, never different ones.
 */
export function moneyRows(s: MoneyState): MoneyRow[] {
  const rows: MoneyRow[] = [{ key: 'total', label: 'Total (taxes included)', cents: s.totalCents }]
  if (s.changeFeeCents > 0)
    rows.push({ key: 'changeFee', label: CHANGE_FEE_LABEL, cents: s.changeFeeCents })
  rows.push({ key: 'paid', label: 'Paid', cents: s.paidCents })
  if (s.depositTakenCents !== null)
    rows.push({ key: 'deposit', label: 'Deposit taken', cents: s.depositTakenCents })
  if (s.refundedCents > 0) rows.push({ key: 'refunded', label: 'Refunded', cents: s.refundedCents })
  if (s.stage === 'awaiting_payment')
    rows.push({ key: 'dueNow', label: 'To pay to confirm', cents: s.dueNowCents })
  const due = s.balanceDueDate ? ` due ${formatDateLong(s.balanceDueDate)}` : ''
  const plan = bookingPlanSentence(s)
  if (plan) rows.push({ key: 'plan', label: 'Payment plan', cents: 0, note: plan })
  const next = plan && s.stage === 'balance_due' ? nextPaymentPhrase(s) : null
  rows.push({
    key: 'balance',
    label: 'Balance',
    cents: s.balanceCents,
    note:
      s.stage === 'balance_due'
        ? next
          ? `${formatCad(s.balanceCents)} in all; ${next.replace(/^N/, 'n')}`
          : `${formatCad(s.balanceCents)}${due}`
        : s.stage === 'paid_in_full'
          ? 'Paid in full'
          : undefined,
  })
  return rows
}
