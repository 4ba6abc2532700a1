import { formatCad } from '@kernel'

import { grid, panel } from '@admin-kit/adminStyles'

import { shortDate } from '../client'
import type { ReportSummary } from '../contract'
import { MoneyTable } from './MoneyTable'

/** Deposits held (a liability until the event), receivables with due dates, refunds made. */
export function MoneyHeldPanel({ data }: { data: ReportSummary }) {
  const day = (d: string | null) => (d ? shortDate(d, data.today) : '—')
  return (
    <section aria-labelledby="h-held">
      <h2 id="h-held">Money held and owed</h2>
      <div style={grid}>
        <div style={panel}>
          <h3 style={{ marginTop: 0 }}>Deposits held: {formatCad(data.depositsHeldCents)}</h3>
          <p>Money paid for events that have not happened yet (as of today).</p>
          <MoneyTable
            caption="Deposits held by booking"
            columns={['Booking', 'Customer', 'Event', 'Paid']}
            rows={data.deposits.map((d) => ({
              key: d.reference,
              cells: [d.reference, d.customer, day(d.eventDate), formatCad(d.paidCents)],
            }))}
          />
        </div>
        <div style={panel}>
          <h3 style={{ marginTop: 0 }}>Receivables: {formatCad(data.receivablesCents)}</h3>
          <p>
            Balances still owed, by the date of the next payment (a plan's next part).{' '}
            {data.overdueCents > 0 ? (
              <strong>Overdue: {formatCad(data.overdueCents)}</strong>
            ) : (
              'None overdue.'
            )}
          </p>
          <MoneyTable
            caption="Balances owed by booking"
            columns={['Booking', 'Customer', 'Due', 'Owed']}
            rows={data.receivables.map((r) => ({
              key: r.reference,
              overdue: r.overdue,
              cells: [
                r.reference,
                r.customer,
                `${day(r.dueDate)}${r.overdue ? ' (overdue)' : ''}${r.nextPayment ? ` · ${r.nextPayment}` : ''}`,
                formatCad(r.owedCents),
              ],
            }))}
          />
        </div>
        <div style={panel}>
          <h3 style={{ marginTop: 0 }}>Refunds in the period: {formatCad(data.refundsCents)}</h3>
          <MoneyTable
            caption="Credit notes issued in the period"
            columns={['Credit note', 'Date', 'Customer', 'Amount']}
            rows={data.refunds.map((r) => ({
              key: r.number,
              cells: [r.number, day(r.issuedOn), r.billedTo, formatCad(r.amountCents)],
            }))}
          />
        </div>
      </div>
    </section>
  )
}
