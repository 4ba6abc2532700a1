import type { Booking } from '../../types'

import { formatCad, formatDateLong } from '@kernel'
import { isOpen } from '../../core/bookingStatus'
import { CHANGE_FEE_LABEL } from '../../core/modification'
import { Term } from './Term'
import { cell, heading, num, section, table, terms } from './workspaceStyles'

/** What the booking costs, what came in, what is owed and what went back, in dollars. */
export function MoneyPanel({ booking }: { booking: Booking }) {
  const total = booking.totalCents ?? 0
  const paid = booking.amountPaidCents ?? 0
  const refunded = booking.refundedCents ?? 0
  const balance = isOpen(booking.status) ? Math.max(0, total - (paid - refunded)) : 0
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
        <Term label="Balance due">
          {balance > 0 && booking.balanceDueDate ? formatDateLong(booking.balanceDueDate) : '—'}
        </Term>
        <Term label="Payment plan">
          {booking.paymentType === 'deposit'
            ? `Deposit ${formatCad(booking.depositCents ?? 0)}`
            : 'Paid in full'}
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
