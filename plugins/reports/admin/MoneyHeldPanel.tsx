import { formatCad } from '@kernel'

import { grid, panel } from '@admin-kit/adminStyles'

import { shortDate } from '../client'
import type { ReportSummary } from '../contract'
import { MoneyTable } from './MoneyTable'

const card = { ...panel, minWidth: 0 }

/** Deposits held (a liability until the event), receivables with due dates, refunds made. */
export function MoneyHeldPanel({ data }: { data: ReportSummary }) {
  const day = (d: string | null) => (d ? shortDate(d, data.today) : '—')
  return (
    <section aria-labelledby="h-held">
      <h2 id="h-held">Money held and owed</h2>
      {/* Wide cards: at 1280 px beside the nav a table of four columns fits without cutting one;
          minWidth 0 lets a narrower screen scroll the table inside its card, not the page. */}
      <div
        style={{ ...grid, gridTemplateColumns: 'repeat(auto-fit, minmax(min(520px, 100%), 1fr))' }}
      >
        <div style={card} data-testid="money-card">
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
        <div style={card} data-testid="money-card">
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
            wrap={[1, 2]}
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
        <div style={card} data-testid="money-card">
          <h3 style={{ marginTop: 0 }}>Refunds in the period: {formatCad(data.refundsCents)}</h3>
          <MoneyTable
            caption="Credit notes issued in the period"
            columns={['Credit note', 'Date', 'Customer', 'Amount']}
            wrap={[2]}
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
