import type { Payment } from '../../types'

import { formatCad } from '@kernel'
import { formatInstant } from '@kernel/time'
import { HeadRow } from './HeadRow'
import { cell, heading, num, section, table } from './workspaceStyles'

const METHOD: Record<string, string> = {
  stripe: 'Card (Stripe)',
  demo: 'Demo payment',
  offline: 'Offline',
}
const OFFLINE: Record<string, string> = { etransfer: 'e-transfer', cash: 'cash' }
const STATUS: Record<string, string> = {
  requires_payment_method: 'Not paid',
  requires_action: 'Waiting for the customer',
  processing: 'Processing',
  succeeded: 'Received',
  failed: 'Failed',
  canceled: 'Closed unpaid',
  refunded: 'Refunded',
}

/** Every payment asked for or received, with refunds; tips received, totalled for the attendant. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  const tipsCents = payments
    .filter((p) => p.purpose === 'tip')
    .reduce((sum, p) => sum + (p.receivedCents ?? 0) - (p.refundedCents ?? 0), 0)
  return (
    <section aria-labelledby="ws-payments" style={section} data-testid="payments-table">
      <h2 id="ws-payments" style={heading}>
        Payments
      </h2>
      {payments.length ? (
        <table style={table}>
          <HeadRow columns={['When', 'Method', 'For', 'Status', 'Amount#', 'Refunded#']} />
          <tbody>
            {payments.map((p) => (
              <tr key={p.id}>
                <td style={cell}>{formatInstant(p.createdAt)}</td>
                <td style={cell}>
                  {METHOD[p.gateway] ?? p.gateway}
                  {p.method && p.gateway === 'offline' ? ` (${OFFLINE[p.method] ?? p.method})` : ''}
                  {p.note ? (
                    <div>
                      <small>{p.note}</small>
                    </div>
                  ) : null}
                </td>
                <td style={cell}>
                  {p.purpose === 'tip'
                    ? 'Tip for the attendant'
                    : p.purpose === 'balance'
                      ? 'Balance'
                      : p.paymentType === 'deposit'
                        ? 'Deposit'
                        : 'Booking'}
                </td>
                <td style={cell}>{STATUS[p.status] ?? p.status}</td>
                <td style={num}>{formatCad(p.receivedCents || p.amountCents)}</td>
                <td style={num}>{p.refundedCents ? formatCad(p.refundedCents) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p style={{ margin: 0 }}>No payments yet.</p>
      )}
      {tipsCents > 0 ? (
        <p style={{ margin: '8px 0 0' }} data-testid="tips-total">
          Tips for the attendant: <strong>{formatCad(tipsCents)}</strong>. Not part of the price (no
          GST or RST): pay it to the attendant who ran the event.
        </p>
      ) : null}
    </section>
  )
}
