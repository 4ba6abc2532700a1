'use client'

import { PayOptionCards } from '@booking/payNow'

export type PayNow = 'full' | 'deposit'

/**
 * What the customer pays now on a quote: in full, or the 25% deposit, in the same cards as the
 * wizard's choice. Chosen deposits and plans (the wizard's PayNowChoice) need the accept body
 * widened first.
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
    <PayOptionCards
      legend="What would you like to pay now?"
      className="grid gap-3 sm:grid-cols-2"
      options={options}
      value={value}
      onChange={onChange}
    />
  )
}
