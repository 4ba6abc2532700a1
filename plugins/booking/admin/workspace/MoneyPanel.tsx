import type { Booking, Payment } from '../../types'

import { formatCad, formatDateLong } from '@kernel'
import { CHANGE_FEE_LABEL } from '../../core/modification'
import { moneyState } from '../../core/moneyState'
import { bookingPlanSentence, nextPaymentPhrase } from '../../core/scheduleWords'
import { Term } from './Term'
import { cell, heading, num, section, table, terms } from './workspaceStyles'

/** What the booking costs, what came in, what is owed and what went back, in dollars. */
export function MoneyPanel({ booking, payments }: { booking: Booking; payments: Payment[] }) {
  // The same money state as the customer's pages: the deposit is what was taken, not 25% of today.
  const m = moneyState(booking, payments)
  // The customer's own words for the plan they chose (core/scheduleWords), not the payment type.
  const plan = bookingPlanSentence(m)
  const { totalCents: total, paidCents: paid, refundedCents: refunded, balanceCents: balance } = m
  const lines: [string, number][] = [
    ['Package', booking.packagePriceCents ?? 0],
    ...(booking.addOns ?? []).map(
      (a) =>
        [
          `${a.name ?? 'Add-on'}${(a.quantity ?? 1) > 1 ? ` × ${a.quantity}` : ''}`,
          a.amountCents ?? 0,
        ] as [string, number],
    ),
  ]
  if (booking.travelSurchargeCents) lines.push(['Travel', booking.travelSurchargeCents])
  if (booking.discountCents)
    lines.push([
      `Discount${booking.promoCode ? ` (${booking.promoCode})` : ''}`,
      -booking.discountCents,
    ])
  // Money a lower-priced change kept under the cancellation terms: part of the total.
  if (booking.changeFeeCents) lines.push([CHANGE_FEE_LABEL, booking.changeFeeCents])
  return (
    <section aria-labelledby="ws-money" style={section} data-testid="money-panel">
      <h2 id="ws-money" style={heading}>
        Money
      </h2>
      <dl style={terms}>
        <Term label="Total">{formatCad(total)}</Term>
        <Term label="Paid">{formatCad(paid)}</Term>
        <Term label="Balance">{formatCad(balance)}</Term>
        <Term label="Refunded">{formatCad(refunded)}</Term>
        {plan ? (
          <Term label="Next payment">
            {(nextPaymentPhrase(m) ?? '—').replace(/^Next payment /, '')}
          </Term>
        ) : (
          <Term label="Balance due">
            {m.balanceDueDate ? formatDateLong(m.balanceDueDate) : '—'}
          </Term>
        )}
        <Term label="Payment plan">
          {plan ??
            (m.planKind !== 'deposit'
              ? 'Full payment'
              : m.depositTakenCents !== null
                ? `Deposit: ${formatCad(m.depositTakenCents)} taken`
                : `Deposit: ${formatCad(m.dueNowCents)} to take`)}
        </Term>
      </dl>
      <details style={{ marginTop: 12 }}>
        <summary style={{ minHeight: 24, cursor: 'pointer' }}>Price lines</summary>
        <table style={{ ...table, marginTop: 8 }}>
          <tbody>
            {lines.map(([label, cents], i) => (
              <tr key={i}>
                <td style={cell}>{label}</td>
                <td style={num}>{formatCad(cents)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" style={cell}>
                Total
              </th>
              <td style={{ ...num, fontWeight: 600 }}>{formatCad(total)}</td>
            </tr>
          </tbody>
        </table>
      </details>
    </section>
  )
}
