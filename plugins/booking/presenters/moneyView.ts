import type { Booking, Payment } from '../types'

import { moneyOf as dollars } from '@kernel'
import { moneyPhrase, moneyRows, moneyState, statusWord } from '../core'

/**
 * A booking's money state for the browser: amounts (cents with their words), and the rows and words every screen
 * prints (success page, manage page), so none computes its own.
 */
export function moneyView(booking: Booking, payments?: Payment[]) {
  const s = moneyState(booking, payments)
  return {
    stage: s.stage,
    total: dollars(s.totalCents),
    paid: dollars(s.paidCents),
    refunded: dollars(s.refundedCents),
    balance: dollars(s.balanceCents),
    dueNow: dollars(s.dueNowCents),
    depositTaken: s.depositTakenCents === null ? null : dollars(s.depositTakenCents),
    balanceDueDate: s.balanceDueDate,
    statusWord: statusWord(booking.status),
    phrase: moneyPhrase(s),
    rows: moneyRows(s).map((r) => ({
      key: r.key,
      label: r.label,
      amount: dollars(r.cents),
      note: r.note ?? null,
    })),
  }
}

export type MoneyView = ReturnType<typeof moneyView>
