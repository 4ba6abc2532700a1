import type { AddOn } from '@/payload-types'

import { addOnPriceLabel } from './addOnPriceLabel'
import { SectionHeading } from './SectionHeading'

/** Add-ons from the CMS; the wizard prices them exactly. */
export function AddOnsSection({ addOns }: { addOns: AddOn[] }) {
  if (!addOns.length) return null
  return (
    <section
      id="add-ons"
      tabIndex={-1}
      aria-labelledby="add-ons-title"
      className="scroll-mt-20 px-4 py-20 outline-none sm:px-6"
    >
      <SectionHeading id="add-ons-title" eyebrow="Add-ons" title="Make it even bigger">
        Add any of these when you book online.
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {addOns.map((a) => (
          <li
            key={a.id}
            data-testid={`add-on-${a.slug}`}
            className="flex flex-col rounded-3xl border border-stone-200 bg-white p-6"
          >
            <h3 className="text-lg font-bold">{a.name}</h3>
            <p className="mt-1 font-semibold text-amber-800">{addOnPriceLabel(a)}</p>
            {a.description && <p className="mt-3 text-sm text-stone-700">{a.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
