'use client'

import { useState } from 'react'

import type { ManagedBooking } from '@booking/rules'
import { formatCad, parseDollars } from '@kernel'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'

/**
 * An optional tip for the attendant (issue 35): 10%, 15% or 20% of the package price, or an
 * amount. Paid on its own page with the same card form; its receipt carries no GST or RST.
 */
export function TipSection({ view, token }: { view: ManagedBooking; token: string }) {
  const tip = view.tip
  const [choice, setChoice] = useState<string>('')
  const [other, setOther] = useState('')
  if (!tip) return null
  // Once a tip is paid the card thanks them instead of asking again (issue 49).
  if (view.tipsPaid.cents > 0)
    return (
      <Section title="Tip your attendant">
        <p className="text-stone-800" data-testid="tip-thanks">
          Thank you for your tip of {view.tipsPaid.text}: all of it goes to the attendant who runs
          your booth.
        </p>
      </Section>
    )
  const otherCents = parseDollars(other)
  const cents =
    choice === 'other'
      ? otherCents
      : (tip.presets.find((p) => String(p.percent) === choice)?.amount.cents ?? null)
  const outOfRange =
    choice === 'other' &&
    other !== '' &&
    (otherCents === null || otherCents < tip.min.cents || otherCents > tip.max.cents)
  const href =
    cents && !outOfRange
      ? `/booking/tip?booking_id=${view.booking.id}&token=${encodeURIComponent(token)}&cents=${cents}`
      : null
  return (
    <Section title="Tip your attendant">
      <div id="tip" className="grid gap-3 text-stone-800">
        <p>
          Entirely optional: the whole tip goes to the attendant who runs your booth. A tip is not
          part of the price, so it carries no GST or RST.
        </p>
        <fieldset className="grid gap-2">
          <legend className="font-semibold text-stone-900">Tip</legend>
          <div className="flex flex-wrap gap-2">
            {tip.presets.map((p) => (
              <label
                key={p.percent}
                className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3"
              >
                <input
                  type="radio"
                  name="tip"
                  value={String(p.percent)}
                  checked={choice === String(p.percent)}
                  onChange={() => setChoice(String(p.percent))}
                  className="size-5 accent-amber-600"
                />
                {p.percent}% ({p.amount.text})
              </label>
            ))}
            <label className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3">
              <input
                type="radio"
                name="tip"
                value="other"
                checked={choice === 'other'}
                onChange={() => setChoice('other')}
                className="size-5 accent-amber-600"
              />
              Another amount
            </label>
          </div>
        </fieldset>
        {choice === 'other' ? (
          <label className="grid max-w-xs gap-1">
            <span className="font-medium text-stone-900">Amount in dollars</span>
            <input
              inputMode="decimal"
              value={other}
              onChange={(e) => setOther(e.target.value)}
              aria-describedby="tip-range"
              aria-invalid={outOfRange || undefined}
              className="min-h-11 rounded-lg border border-stone-400 px-3"
            />
            <span
              id="tip-range"
              className={outOfRange ? 'text-sm text-red-800' : 'text-sm text-stone-700'}
            >
              From {tip.min.text} to {tip.max.text}.
            </span>
          </label>
        ) : null}
        {href ? (
          <a href={href} className={`${ui.primary} w-full sm:w-auto`}>
            Continue to tip {formatCad(cents ?? 0)}
          </a>
        ) : null}
      </div>
    </Section>
  )
}
