'use client'

import type { ModificationOptions } from '@booking/contract'
import { quantityChoices, type Selection, type useModificationQuote } from '@booking/react'

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
      <NamedSelect
        id="modify-package"
        label="Package"
        value={selection.packageId}
        items={options.packages}
        onPick={(packageId) => m.change({ packageId })}
      />
      <NamedSelect
        id="modify-backdrop"
        label="Backdrop"
        value={selection.backdropId ?? ''}
        items={options.backdrops}
        onPick={(backdropId) => m.change({ backdropId })}
      />
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

/** A labelled choice among named catalog items (package, backdrop). */
function NamedSelect(props: {
  id: string
  label: string
  value: number | string
  items: { id: number; name: string }[]
  onPick: (id: number) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className={ui.label}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={ui.input}
        value={props.value}
        onChange={(e) => props.onPick(Number(e.target.value))}
      >
        {props.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  )
}
