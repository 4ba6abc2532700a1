'use client'

import type { ModificationOptions } from '@booking/contract'
import { quantityChoices, type Selection, type useModificationQuote } from '@booking/client'

import { ui } from '@/components/ui/ui'

type Props = {
  m: ReturnType<typeof useModificationQuote>
  options: ModificationOptions
  selection: Selection
}

/** The package, backdrop and add-on quantities a customer may change to. */
export function ModifyChoices({ m, options, selection }: Props) {
  return (
    <div className="mt-3 grid gap-4">
      <div>
        <label htmlFor="modify-package" className={ui.label}>
          Package
        </label>
        <select
          id="modify-package"
          className={ui.input}
          value={selection.packageId}
          onChange={(e) => m.change({ packageId: Number(e.target.value) })}
        >
          {options.packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="modify-backdrop" className={ui.label}>
          Backdrop
        </label>
        <select
          id="modify-backdrop"
          className={ui.input}
          value={selection.backdropId ?? ''}
          onChange={(e) => m.change({ backdropId: Number(e.target.value) })}
        >
          {options.backdrops.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="grid gap-3">
        <legend className={`${ui.label} mb-1`}>Add-ons</legend>
        {options.addOns.map((a) => (
          <div key={a.id} className="grid grid-cols-[1fr_8.5rem] items-center gap-3">
            <label htmlFor={`modify-addon-${a.id}`} className="text-stone-800">
              {a.name}
              {a.leadTimeDays > 0 ? (
                <span className="block text-sm text-stone-600">
                  Needs {a.leadTimeDays} days’ notice
                </span>
              ) : null}
            </label>
            <select
              id={`modify-addon-${a.id}`}
              className={ui.input}
              value={m.quantityOf(a.id)}
              onChange={(e) => m.setQuantity(a.id, Number(e.target.value))}
            >
              {quantityChoices(a).map(([n, text]) => (
                <option key={n} value={n}>
                  {text}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
    </div>
  )
}
