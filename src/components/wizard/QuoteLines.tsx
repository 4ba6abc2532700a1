import { formatDateLong } from '@kernel'
import type { QuoteResponse } from '@booking/contract'

/** The server's price lines and totals; nothing here is computed in the browser. */
export function QuoteLines({
  quote,
  showPayment = false,
}: {
  quote: QuoteResponse
  showPayment?: boolean
}) {
  return (
    <dl className="divide-y divide-stone-200 text-stone-800" data-testid="quote-lines">
      {quote.lines.map((l, i) => (
        <div key={`${l.kind}-${l.addOnId ?? i}`} className="flex justify-between gap-4 py-2">
          <dt>
            {l.label}
            {l.quantity > 1 ? ` × ${l.quantity}` : ''}
          </dt>
          <dd
            className={l.kind === 'discount' ? 'font-medium text-emerald-700' : ''}
            data-testid={`line-${l.kind}`}
          >
            {l.amount.text}
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-3 text-lg font-bold text-stone-900">
        <dt>Total (taxes included)</dt>
        <dd data-testid="quote-total">{quote.totalAmount.text}</dd>
      </div>
      {showPayment && (
        <>
          <div className="flex justify-between gap-4 py-2 font-semibold text-stone-900">
            <dt>Due today</dt>
            <dd data-testid="quote-due-now">{quote.amountDueNow.text}</dd>
          </div>
          {quote.remainingBalance.cents > 0 && (
            <div className="flex justify-between gap-4 py-2">
              <dt>Balance due {formatDateLong(quote.balanceDueDate)}</dt>
              <dd data-testid="quote-balance">{quote.remainingBalance.text}</dd>
            </div>
          )}
        </>
      )}
    </dl>
  )
}
