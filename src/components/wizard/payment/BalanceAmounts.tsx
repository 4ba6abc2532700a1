import type { PublicBooking } from '@booking/contract'
import { isPendingPayment } from '@booking/rules'
import { formatDateLong } from '@kernel'

import { ui } from '@/components/ui/ui'

/**
 * What the booking costs, what was paid and the balance with its due date. Before the first
 * payment only the total: the balance follows from what the customer chooses to pay now, and the
 * choice shows its own schedule.
 */
export function BalanceAmounts({ b }: { b: PublicBooking }) {
  const firstPayment = isPendingPayment(b.status)
  return (
    <dl className={`${ui.card} grid grid-cols-[1fr_auto] gap-y-1 text-stone-800`}>
      <dt className={firstPayment ? 'font-semibold text-stone-900' : undefined}>Total</dt>
      <dd className={`text-right ${firstPayment ? 'font-semibold text-stone-900' : ''}`}>
        {b.totalAmount.text}
      </dd>
      {firstPayment ? null : (
        <>
          <dt>Paid</dt>
          <dd className="text-right">{b.amountPaid.text}</dd>
          <dt className="font-semibold text-stone-900">
            Balance due {formatDateLong(b.balanceDueDate)}
          </dt>
          <dd className="text-right font-semibold text-stone-900" data-testid="balance-due">
            {b.remainingBalance.text}
          </dd>
        </>
      )}
    </dl>
  )
}
