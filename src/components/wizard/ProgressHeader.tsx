'use client'

import { useEffect, useRef } from 'react'

import { STEPS, TOTAL_STEPS } from './steps'
import type { Step } from './types'

const BADGES: Array<[Step, string]> = [
  [3, 'Package Selected'],
  [4, 'Date Confirmed'],
  [5, 'Details Complete'],
]

export function ProgressHeader({ step }: { step: Step }) {
  const percent = Math.round((step / TOTAL_STEPS) * 100)
  const { label, blurb } = STEPS[step]
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  // Each new step moves focus to its title, for keyboard and screen reader users (not on page load).
  useEffect(() => {
    if (first.current) first.current = false
    else heading.current?.focus()
  }, [step])
  return (
    <header className="mb-6" data-testid="progress-header">
      <div className="flex items-baseline justify-between text-sm font-medium text-stone-700">
        <p>
          Step {step} of {TOTAL_STEPS}
        </p>
        <p>{percent}% complete</p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label="Booking progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className="h-full rounded-full bg-amber-500 transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight text-stone-900 outline-none sm:text-3xl"
      >
        {label}
      </h1>
      <p className="mt-1 text-stone-700">{blurb}</p>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Completed">
        {BADGES.filter(([from]) => step >= from).map(([, text]) => (
          <li
            key={text}
            className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
          >
            ✓ {text}
          </li>
        ))}
      </ul>
    </header>
  )
}
