'use client'

import { formatDollars as formatPrice, formatDuration } from '@kernel'

import { StepFrame } from './StepFrame'
import type { WizardPackage } from './types'
import { ui } from '@/components/ui/ui'

type Props = {
  packages: WizardPackage[]
  selected: number | null
  onBack: () => void
  onSelect: (id: number) => void
  onCustomQuote: () => void
}

export function PackageStep({ packages, selected, onBack, onSelect, onCustomQuote }: Props) {
  return (
    <StepFrame onBack={onBack}>
      <ul className="grid gap-5 md:grid-cols-2" aria-label="Packages">
        {packages.map((p) => {
          const isSelected = p.id === selected
          return (
            <li
              key={p.id}
              data-testid={`wizard-package-${p.slug}`}
              className={`${ui.card} flex flex-col ${isSelected ? 'ring-2 ring-amber-500' : p.popular ? 'border-amber-300' : ''}`}
            >
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-xl font-bold text-stone-900">{p.name}</h2>
                {p.popular && (
                  <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
                    Most popular
                  </span>
                )}
              </div>
              <p className="mt-1 text-3xl font-extrabold text-stone-900">
                {p.bookable && p.price !== null
                  ? formatPrice(p.price)
                  : p.priceLabel || 'Contact Us'}
              </p>
              <p className="text-sm text-stone-700">
                {p.durationMinutes ? formatDuration(p.durationMinutes) : 'Tailored to your event'}
                {p.maxGuests ? ` · up to ${p.maxGuests} guests` : ''}
              </p>
              {p.description && <p className="mt-3 text-stone-700">{p.description}</p>}
              <ul className="mt-3 flex-1 space-y-1 text-sm text-stone-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden className="text-amber-700">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              {p.bookable ? (
                <button
                  type="button"
                  className={`${isSelected ? ui.accent : ui.primary} mt-5`}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(p.id)}
                >
                  {isSelected ? `Continue with ${p.name}` : `Select ${p.name}`}
                </button>
              ) : (
                <button type="button" className={`${ui.secondary} mt-5`} onClick={onCustomQuote}>
                  Request Custom Quote
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </StepFrame>
  )
}
