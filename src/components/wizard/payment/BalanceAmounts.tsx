import type { PublicBooking } from '@booking/contract'
import { formatAmount as money, formatDateLong } from '@kernel'

import { ui } from '@/components/ui/ui'

/** What the booking costs, what was paid and the balance with its due date. */
export function BalanceAmounts({ b }: { b: PublicBooking }) {
  return (
    <dl className={`${ui.card} grid grid-cols-[1fr_auto] gap-y-1 text-stone-800`}>
      <dt>Total</dt>
      <dd className="text-right">{money(b.totalAmount)}</dd>
      <dt>Paid</dt>
      <dd className="text-right">{money(b.amountPaid)}</dd>
      <dt className="font-semibold text-stone-900">
        Balance due {formatDateLong(b.balanceDueDate)}
      </dt>
      <dd className="text-right font-semibold text-stone-900" data-testid="balance-due">
        {money(b.remainingBalance)}
      </dd>
    </dl>
  )
}
