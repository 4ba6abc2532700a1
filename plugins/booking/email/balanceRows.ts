import { formatDateLong } from '@kernel'

import type { EmailBooking } from './emailTypes'

/**
 * The plan and what is owed next, as the manage page says them (core/scheduleWords): a plan's
 * next part with "(2 of 10)", a deposit's balance by its due date (issue 49).
 */
export function balanceRows(b: EmailBooking, balanceLabel = 'Balance due'): [string, string][] {
  const rows: [string, string][] = b.planSentence ? [['Payment plan', b.planSentence]] : []
  if (!(b.remainingBalance.cents > 0)) return rows
  rows.push(
    b.planSentence && b.nextPayment
      ? ['Balance', `${b.remainingBalance.text} in all; ${lower(b.nextPayment)}`]
      : [balanceLabel, `${b.remainingBalance.text} by ${formatDateLong(b.balanceDueDate)}`],
  )
  return rows
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
