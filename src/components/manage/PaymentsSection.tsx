import type { ManagedBooking } from '@booking/rules'
import { formatDateLong } from '@kernel'

import { ui } from '@/components/ui/ui'
import { Pairs, Section } from '../success/Section'

const METHOD: Record<string, string> = { card: 'Card', cash: 'Cash', etransfer: 'e-Transfer' }

/** Total, what was paid (each payment), the balance and its pay link. */
export function PaymentsSection({ view, token }: { view: ManagedBooking; token: string }) {
  const b = view.booking
  const isPlan = b.money.rows.some((r) => r.key === 'plan')
  const pay = `/booking/balance?booking_id=${b.id}&token=${encodeURIComponent(token)}`
  return (
    <Section title="Payments">
      <Pairs
        rows={b.money.rows.map((r): [string, React.ReactNode] =>
          // A plan's balance row names its next part (core/scheduleWords), never one due date.
          r.key === 'balance' && view.canPayBalance && !isPlan
            ? [
                `Balance due ${formatDateLong(b.money.balanceDueDate)}`,
                <span key="due" data-testid="manage-balance">
                  {r.amount.text}
                </span>,
              ]
            : [r.label, r.note ?? r.amount.text],
        )}
      />
      {view.payments.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm text-stone-700" aria-label="Payments received">
          {view.payments.map((p) => (
            <li key={p.id}>
              {formatDateLong(p.date)}:{' '}
              {p.purpose === 'tip'
                ? `Tip for the attendant, ${p.amount.text} (${METHOD[p.method] ?? p.method}), thank you`
                : `${p.amount.text} (${METHOD[p.method] ?? p.method}${p.purpose === 'balance' ? ', balance' : ''})`}
              {p.refunded.cents > 0 ? ` · ${p.refunded.text} refunded` : ''}
            </li>
          ))}
        </ul>
      )}
      {view.canPayBalance && (
        // On a plan the next part's "Pay now" (the schedule below) is the main action.
        <a href={pay} className={`${isPlan ? ui.secondary : ui.accent} mt-4 w-full sm:w-auto`}>
          {isPlan ? 'Pay the whole balance' : 'Pay balance'}
        </a>
      )}
    </Section>
  )
}
