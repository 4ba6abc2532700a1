import type { ManagedBooking } from '@booking/rules'
import { formatAmount as money, formatDateLong } from '@kernel'

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
                  {money(r.amount)}
                </span>,
              ]
            : [r.label, r.note ?? money(r.amount)],
        )}
      />
      {view.payments.length > 0 && (
        <ul className="mt-3 grid gap-1 text-sm text-stone-700" aria-label="Payments received">
          {view.payments.map((p) => (
            <li key={p.id}>
              {formatDateLong(p.date)}:{' '}
              {p.purpose === 'tip'
                ? `Tip for the attendant, ${money(p.amount)} (${METHOD[p.method] ?? p.method}), thank you`
                : `${money(p.amount)} (${METHOD[p.method] ?? p.method}${p.purpose === 'balance' ? ', balance' : ''})`}
              {Number(p.refunded) > 0 ? ` · ${money(p.refunded)} refunded` : ''}
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
