import { formatAmount as money, formatDateLong } from '@kernel'
import { Pairs, Section } from './Section'
import type { PublicBooking } from '@booking/contract'

/** The confirmation's price lines, what was paid and what is left, across both columns. */
export function PaymentSummarySection({ b }: { b: PublicBooking }) {
  const balance = Number(b.remainingBalance) > 0
  return (
    <div className="md:col-span-2">
      <Section title="Payment summary">
        <Pairs
          rows={[
            ...b.lines.map((l): [string, string] => [
              l.label,
              `${l.kind === 'discount' ? '−' : ''}${money(l.amount)}`,
            ]),
            ['Total (taxes included)', money(b.totalAmount)],
            ['Paid', money(b.amountPaid)],
            ...(b.paymentType === 'deposit'
              ? ([['Deposit', money(b.depositAmount)]] as Array<[string, string]>)
              : []),
            [
              'Balance',
              balance
                ? `${money(b.remainingBalance)} due ${formatDateLong(b.balanceDueDate)}`
                : 'Paid in full',
            ],
          ]}
        />
      </Section>
    </div>
  )
}
