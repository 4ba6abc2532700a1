'use client'

import { useState } from 'react'

import { formatCad, formatDateLong, percentOf, toCents } from '@kernel'
import { AUTOPAY_CONSENT } from '../core/autopayConsent'
import { PLAN_MIN_DAYS_AHEAD } from '../core/planDates'
import { payNow, planAvailable, type PayNowType } from '../core/payNow'
import { PayOptionCards, type PayOption } from './PayOptionCards'

export type PayNowValue = { paymentType: PayNowType; amountCents: number | null; saveCard: boolean }

type Props = {
  /** The discounted total, from the server's quote; null while it is being priced. */
  totalCents: number | null
  eventDate: string
  /** Winnipeg's date as the server reads it (the browser does no zone math). */
  today: string | null
  depositPercent: number
  value: PayNowValue
  onChange: (value: PayNowValue) => void
}

/**
 * What the customer pays now: in full, a deposit they choose (at least 25%), or a plan of monthly
 * parts. Checked by the same rule the server applies (core/payNow.ts), with the schedule shown
 * before paying. Used by the wizard's payment step; a quote's page can use it the same way.
 */
export function PayNowChoice({
  totalCents,
  eventDate,
  today,
  depositPercent,
  value,
  onChange,
}: Props) {
  const [text, setText] = useState(value.amountCents ? (value.amountCents / 100).toFixed(2) : '')
  const canPlan = Boolean(today && planAvailable(today, eventDate))
  const checked =
    totalCents !== null && today
      ? payNow({ totalCents, eventDate, today, depositPercent, ...value })
      : null
  const min = totalCents === null ? null : percentOf(totalCents, depositPercent)
  const set = (patch: Partial<PayNowValue>) => onChange({ ...value, ...patch })
  const commit = (dollars: string) => {
    const amount = Number(dollars.replace(/[$,\s]/g, ''))
    const cents = Number.isFinite(amount) ? toCents(amount) : 0
    set({ amountCents: cents > 0 ? cents : null })
  }
  const preset = (percent: number) => {
    if (totalCents === null) return
    const cents = percentOf(totalCents, percent)
    setText((cents / 100).toFixed(2))
    set({ amountCents: cents })
  }
  const options: PayOption<PayNowType>[] = [
    { id: 'full', title: 'Pay in full', note: 'Nothing more to pay later.', cents: totalCents },
    {
      id: 'deposit',
      title: `Pay a ${depositPercent}% deposit or more`,
      cents: min,
      note: `At least ${depositPercent}%; the balance is due the day before your event.`,
    },
    ...(canPlan
      ? [
          {
            id: 'plan' as const,
            title: 'Payment plan',
            note: 'A deposit now, then equal monthly payments ending 14 days before your event.',
          },
        ]
      : []),
  ]
  return (
    <div className="grid gap-4" data-testid="pay-now-choice">
      <PayOptionCards
        legend="How would you like to pay?"
        options={options}
        value={value.paymentType}
        onChange={(paymentType) => set({ paymentType })}
      >
        {!canPlan && today ? (
          <p className="text-sm text-stone-700">
            Payment plans are offered for events more than {PLAN_MIN_DAYS_AHEAD} days away.
          </p>
        ) : null}
      </PayOptionCards>
      {value.paymentType !== 'full' ? (
        <div className="grid gap-2">
          <label htmlFor="pay-now-amount" className="font-semibold text-stone-900">
            Deposit to pay now (dollars){min !== null ? `, at least ${formatCad(min)}` : ''}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="pay-now-amount"
              inputMode="decimal"
              value={text}
              placeholder={min !== null ? (min / 100).toFixed(2) : ''}
              onChange={(e) => setText(e.target.value)}
              onBlur={(e) => commit(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && commit(text)}
              className="min-h-11 w-36 rounded-xl border border-stone-300 px-3"
              aria-describedby="pay-now-error"
            />
            <button
              type="button"
              className="min-h-11 rounded-xl border border-stone-300 px-4"
              onClick={() => preset(depositPercent)}
            >
              {depositPercent}%
            </button>
            <button
              type="button"
              className="min-h-11 rounded-xl border border-stone-300 px-4"
              onClick={() => preset(50)}
            >
              50%
            </button>
          </div>
          <p
            id="pay-now-error"
            role={checked && !checked.ok ? 'alert' : undefined}
            className="text-sm text-red-800"
          >
            {checked && !checked.ok ? checked.error.message : ''}
          </p>
          <label className="flex min-h-11 gap-3 text-stone-900">
            <input
              type="checkbox"
              checked={value.saveCard}
              onChange={(e) => set({ saveCard: e.target.checked })}
              className="mt-1 size-5 accent-amber-600"
            />
            <span>
              <span className="block font-semibold">{AUTOPAY_CONSENT.label}</span>
              <span className="block text-sm text-stone-700">{AUTOPAY_CONSENT.wording}</span>
            </span>
          </label>
        </div>
      ) : null}
      {checked?.ok && checked.value.parts.length > 1 ? (
        <div>
          <h3 className="font-semibold text-stone-900">Your payment schedule</h3>
          <ol className="mt-2 grid gap-1 text-stone-800" data-testid="pay-now-schedule">
            {checked.value.parts.map((p, i) => (
              <li key={p.dueDate + i} className="flex justify-between gap-4">
                <span>{i === 0 ? 'Today' : formatDateLong(p.dueDate)}</span>
                <span>{formatCad(p.amountCents)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
