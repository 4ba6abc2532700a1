import { formatAmount as money } from '@kernel'
import type { QuoteResponse } from '@booking/contract'

type Props = {
  value: 'full' | 'deposit' | 'plan'
  depositPercent: number
  quote: QuoteResponse | null
  onChange: (value: 'full' | 'deposit') => void
}

/** Full amount or a deposit; the amounts are the server's quote. */
export function PaymentTypeChoice({ value, depositPercent, quote, onChange }: Props) {
  const options = [
    {
      id: 'full' as const,
      title: 'Pay in full',
      amount: quote?.totalAmount,
      note: 'Nothing more to pay later.',
    },
    {
      id: 'deposit' as const,
      title: `Pay a ${depositPercent}% deposit`,
      amount: quote?.depositAmount,
      note: 'The balance is due the day before your event.',
    },
  ]
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-stone-900">How would you like to pay?</legend>
      {options.map((o) => (
        <label
          key={o.id}
          className={`flex min-h-11 cursor-pointer gap-3 rounded-2xl border bg-white p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-600 ${value === o.id ? 'border-amber-500 ring-2 ring-amber-500' : 'border-stone-200'}`}
        >
          <input
            type="radio"
            name="payment-type"
            value={o.id}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
            className="mt-1 size-5 accent-amber-600"
          />
          <span>
            <span className="block font-semibold text-stone-900">
              {o.title}{' '}
              {o.amount ? (
                <span data-testid={`pay-option-${o.id}`}>· {money(o.amount)}</span>
              ) : null}
            </span>
            <span className="block text-sm text-stone-700">{o.note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
