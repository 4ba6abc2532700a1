import Image from 'next/image'

import type { WizardBackdrop } from './types'

/** Backdrops as a radio group: arrow keys move between them, the image is decoration for the name. */
export function BackdropPicker({
  backdrops,
  selected,
  onSelect,
}: {
  backdrops: WizardBackdrop[]
  selected: number | null
  onSelect: (id: number) => void
}) {
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-semibold text-stone-900">Choose your backdrop</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {backdrops.map((b) => {
          const checked = b.id === selected
          return (
            <label
              key={b.id}
              data-testid={`backdrop-${b.id}`}
              className={`group cursor-pointer overflow-hidden rounded-2xl border bg-white shadow-sm transition has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-600 ${checked ? 'border-amber-500 ring-2 ring-amber-500' : 'border-stone-200 hover:border-stone-400'}`}
            >
              <input
                type="radio"
                name="backdrop"
                value={b.id}
                checked={checked}
                onChange={() => onSelect(b.id)}
                className="sr-only"
              />
              <div className="relative aspect-[16/9] bg-stone-100 sm:aspect-[4/3]">
                {b.imageUrl && (
                  <Image
                    src={b.imageUrl}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 90vw"
                    className="object-cover"
                  />
                )}
                <span className="absolute left-3 top-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-emerald-800 shadow-sm">
                  Available
                </span>
                {checked && (
                  <span className="absolute right-3 top-3 rounded-full bg-amber-500 px-2.5 py-1 text-xs font-bold text-stone-950">
                    ✓ Selected
                  </span>
                )}
              </div>
              <span className="block p-4">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-stone-900">{b.name}</span>
                  <span className="whitespace-nowrap text-sm text-stone-700">
                    {b.size.replace('x', ' × ')} ft
                  </span>
                </span>
                <span className="mt-1 block text-sm text-stone-700">{b.description}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
