'use client'

import { formatCad } from '@kernel'

export type PayNow = 'full' | 'deposit'

/**
 * What the customer pays now: in full, or the 25% deposit. The payment-schedules work (issue 35)
 * replaces this component with its own choice (deposits above 25%, plans) at merge: it takes the
 * same total and reports the same choice.
 */
export function PayNowChoice({
  totalCents,
  depositCents,
  value,
  onChange,
}: {
  totalCents: number
  depositCents: number
  value: PayNow
  onChange: (value: PayNow) => void
}) {
  const options = [
    { id: 'full' as const, title: 'Pay in full', cents: totalCents, note: 'Nothing more later.' },
    {
      id: 'deposit' as const,
      title: 'Pay a 25% deposit',
      cents: depositCents,
      note: 'The balance is due the day before your event.',
    },
  ]
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-stone-900">What would you like to pay now?</legend>
      {options.map((o) => (
        <label
          key={o.id}
          className={`flex min-h-11 cursor-pointer gap-3 rounded-2xl border bg-white p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-600 ${value === o.id ? 'border-amber-500 ring-2 ring-amber-500' : 'border-stone-200'}`}
        >
          <input
            type="radio"
            name="pay-now"
            value={o.id}
            checked={value === o.id}
            onChange={() => onChange(o.id)}
            className="mt-1 size-5 accent-amber-600"
          />
          <span>
            <span className="block font-semibold text-stone-900">
              {o.title} · {formatCad(o.cents)}
            </span>
            <span className="block text-sm text-stone-700">{o.note}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
