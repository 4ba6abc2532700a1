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
    ['New total (taxes included)', q.newTotal.text],
    ['Was', q.oldTotal.text],
    ['Paid so far', q.paid.text],
    ['New balance', q.balance.text],
  ]
  if (q.refund.cents > 0) rows.push(['Refund', q.refund.text])
  if (q.kept.cents > 0) rows.push([CHANGE_FEE_LABEL, q.kept.text])
  const fee = q.kept.cents > 0 ? ` ${q.kept.text} stays as a change fee.` : ''
  let sentence = 'The price stays the same.'
  if (q.added.cents > 0)
    sentence = `This adds ${q.added.text}: ${your} balance becomes ${q.balance.text}, due the day before the event${audience === 'customer' ? ' (or pay it now)' : ''}.`
  else if (q.removed.cents > 0 && q.refund.cents > 0)
    sentence = `This takes ${q.removed.text} off. Of the ${q.overpaid.text} paid above the new price, our cancellation terms refund ${q.refundPercent}% at ${q.daysBefore} days' notice: ${q.refund.text} back to ${you}.${fee}`
  else if (q.removed.cents > 0 && q.kept.cents > 0)
    sentence = `This takes ${q.removed.text} off. At ${q.daysBefore} days' notice our cancellation terms refund nothing of the money paid above the new price:${fee}`
  else if (q.removed.cents > 0)
    sentence = `This takes ${q.removed.text} off: ${your} balance becomes ${q.balance.text}.`
  return { rows, sentence }
}

/** The change takes money: more to pay, or some of what was paid kept by the terms. Confirm it. */
export const changeCostsMoney = (q: Pick<ModificationQuoteResponse, 'added' | 'kept'>) =>
  q.added.cents > 0 || q.kept.cents > 0
