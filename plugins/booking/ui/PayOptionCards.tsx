'use client'

import type { ReactNode } from 'react'

import { formatCad } from '@kernel'

export type PayOption<T extends string> = {
  id: T
  title: string
  note: string
  cents?: number | null
}

const box =
  'flex min-h-11 cursor-pointer gap-3 rounded-2xl border bg-white p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-amber-600'

/** The radio cards every "what to pay now" choice shows: a title with its amount, and a note. */
export function PayOptionCards<T extends string>({
  legend,
  options,
  value,
  onChange,
  className = 'grid gap-3',
  children,
}: {
  legend: string
  options: PayOption<T>[]
  value: T
  onChange: (value: T) => void
  className?: string
  /** Shown after the cards, inside the group (e.g. why a plan is not offered). */
  children?: ReactNode
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 font-semibold text-stone-900">{legend}</legend>
      {options.map((o) => (
        <label
          key={o.id}
          className={`${box} ${value === o.id ? 'border-amber-500 ring-2 ring-amber-500' : 'border-stone-200'}`}
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
              {o.title}
              {o.cents ? (
                <span data-testid={`pay-option-${o.id}`}> · {formatCad(o.cents)}</span>
              ) : null}
            </span>
            <span className="block text-sm text-stone-700">{o.note}</span>
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  )
}
