import { formatCad } from '@kernel'
import type { ModificationQuoteResponse } from '../contract'
import { CHANGE_FEE_LABEL } from '../core/modification'

/**
 * What a quoted change means for the money, in words both screens show before confirming:
 * the new total against the old, what was paid, then the new balance or what comes back.
 */
export function modificationSummary(q: ModificationQuoteResponse, audience: 'customer' | 'staff') {
  const your = audience === 'customer' ? 'your' : 'the'
  const you = audience === 'customer' ? 'you' : 'the customer'
  const rows: [string, string][] = [
    ['New total (taxes included)', formatCad(q.newTotalCents)],
    ['Was', formatCad(q.oldTotalCents)],
    ['Paid so far', formatCad(q.paidCents)],
    ['New balance', formatCad(q.balanceCents)],
  ]
  if (q.refundCents > 0) rows.push(['Refund', formatCad(q.refundCents)])
  if (q.keptCents > 0) rows.push([CHANGE_FEE_LABEL, formatCad(q.keptCents)])
  const fee = q.keptCents > 0 ? ` ${formatCad(q.keptCents)} stays as a change fee.` : ''
  let sentence = 'The price stays the same.'
  if (q.addedCents > 0)
    sentence = `This adds ${formatCad(q.addedCents)}: ${your} balance becomes ${formatCad(q.balanceCents)}, due the day before the event${audience === 'customer' ? ' (or pay it now)' : ''}.`
  else if (q.removedCents > 0 && q.refundCents > 0)
    sentence = `This takes ${formatCad(q.removedCents)} off. Of the ${formatCad(q.overpaidCents)} paid above the new price, our cancellation terms refund ${q.refundPercent}% at ${q.daysBefore} days' notice: ${formatCad(q.refundCents)} back to ${you}.${fee}`
  else if (q.removedCents > 0 && q.keptCents > 0)
    sentence = `This takes ${formatCad(q.removedCents)} off. At ${q.daysBefore} days' notice our cancellation terms refund nothing of the money paid above the new price:${fee}`
  else if (q.removedCents > 0)
    sentence = `This takes ${formatCad(q.removedCents)} off: ${your} balance becomes ${formatCad(q.balanceCents)}.`
  return { rows, sentence }
}

/** The change takes money: more to pay, or some of what was paid kept by the terms. Confirm it. */
export const changeCostsMoney = (q: Pick<ModificationQuoteResponse, 'addedCents' | 'keptCents'>) =>
  q.addedCents > 0 || q.keptCents > 0
