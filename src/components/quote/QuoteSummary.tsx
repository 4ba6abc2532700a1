import type { QuoteView } from '@quotes/contract'

import { ui } from '@/components/ui/ui'

/** The quote's lines and totals as the customer reads them (the server's cents, formatted). */
export function QuoteSummary({ q }: { q: QuoteView }) {
  return (
    <section aria-labelledby="quote-lines" className={ui.card}>
      <h2 id="quote-lines" className="text-xl font-semibold text-stone-900">
        Your quote
      </h2>
      <p className="mt-1 text-stone-700" data-testid="quote-when">
        {q.eventDateLabel}, {q.eventTimeLabel}
        {q.endTimeLabel ? `–${q.endTimeLabel}` : ''} (Winnipeg time) · {q.address}
      </p>
      {q.backdropName ? (
        <p className="mt-1 text-stone-700" data-testid="quote-backdrop">
          Backdrop: {q.backdropName}
        </p>
      ) : null}
      <table className="mt-4 w-full text-left text-stone-900">
        <caption className="sr-only">Quote {q.number} lines, taxes included</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((l, i) => (
            <tr key={`${l.label}-${i}`} className="border-b border-stone-100">
              <td className="py-2 pr-4">{l.label}</td>
              <td className="py-2 text-right tabular-nums">{l.amount.text}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-3 font-semibold">
              Total (GST and RST included)
            </th>
            <td className="pt-3 text-right font-semibold tabular-nums" data-testid="quote-total">
              {q.total.text}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-stone-700">
        Good until {q.expiresOnLabel}.
        {/* Declined or expired: the hold is gone (released or lapsed); accepted: it is booked. */}
        {q.holdBooth && q.status === 'open' ? ' Your booth is held for you until then.' : ''}
      </p>
    </section>
  )
}
