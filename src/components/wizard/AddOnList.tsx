'use client'

import { addOnPriceWords, effectiveAddOnRule } from '@booking/rules'
import type { WizardAddOn } from './types'
import { ui } from '@/components/ui/ui'

type Props = {
  addOns: WizardAddOn[]
  packageId: number
  daysUntilEvent: number
  quantities: Record<string, number>
  onChange: (q: Record<string, number>) => void
}

export function AddOnList({ addOns, packageId, daysUntilEvent, quantities, onChange }: Props) {
  const set = (id: number, qty: number | null) => {
    const next = { ...quantities }
    if (qty === null) delete next[String(id)]
    else next[String(id)] = qty
    onChange(next)
  }
  return (
    <ul className="grid gap-3" aria-label="Add-ons">
      {addOns.map((a) => {
        const rule = effectiveAddOnRule(a, { id: packageId })
        if (!rule.offered) return null
        const qty = quantities[String(a.id)]
        const tooLate = a.leadTimeDays > daysUntilEvent
        const stepper = rule.pricingRule === 'per_unit' && (a.maxQuantity ?? 2) > 1
        const max = a.maxQuantity ?? 10
        return (
          <li
            key={a.id}
            className={`${ui.card} flex flex-col gap-3 p-4 sm:flex-row sm:items-center ${qty ? 'ring-2 ring-amber-500' : ''}`}
            data-testid={`addon-${a.slug}`}
          >
            <label className="flex flex-1 cursor-pointer gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-amber-600"
                checked={Boolean(qty)}
                disabled={tooLate}
                onChange={(e) => set(a.id, e.target.checked ? 1 : null)}
              />
              <span>
                <span className="block font-semibold text-stone-900">
                  {a.name}{' '}
                  <span className="font-normal text-stone-700">· {addOnPriceWords(rule)}</span>
                </span>
                <span className="block text-sm text-stone-700">
                  {tooLate
                    ? `Needs ${a.leadTimeDays} days' notice, so it is not available for this date.`
                    : a.description}
                </span>
              </span>
            </label>
            {qty && stepper ? (
              <div
                className="flex items-center gap-2 self-end sm:self-center"
                role="group"
                aria-label={`${a.name} quantity`}
              >
                <button
                  type="button"
                  className={`${ui.secondary} size-11 min-h-11 p-0`}
                  aria-label={`Fewer ${a.name}`}
                  disabled={qty <= 1}
                  onClick={() => set(a.id, Math.max(1, qty - 1))}
                >
                  −
                </button>
                <output className="w-8 text-center text-lg font-semibold" aria-live="polite">
                  {qty}
                </output>
                <button
                  type="button"
                  className={`${ui.secondary} size-11 min-h-11 p-0`}
                  aria-label={`More ${a.name}`}
                  disabled={qty >= max}
                  onClick={() => set(a.id, Math.min(max, qty + 1))}
                >
                  +
                </button>
              </div>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
