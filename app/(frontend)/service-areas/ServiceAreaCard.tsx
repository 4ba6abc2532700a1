import type { ServiceArea } from '@/payload-types'

import { formatCad } from '@kernel'

/**
 * One area: its name, travel surcharge, description and the communities it covers. `feeCents`
 * is the quote's own fee from the town's centre (booking's areaTravelFees), shown beside the
 * spec's label so "Varies" says what it typically is.
 */
export function ServiceAreaCard({
  area,
  feeCents,
}: {
  area: ServiceArea
  feeCents?: number | null
}) {
  const free = area.surchargeLabel === 'Free'
  return (
    <li
      data-testid={`area-${area.slug}`}
      className="flex flex-col rounded-3xl border border-stone-200 bg-white p-7 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-2xl font-bold">{area.name}</h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${free ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950'}`}
        >
          Travel: {area.surchargeLabel}
        </span>
      </div>
      {!free && typeof feeCents === 'number' && feeCents > 0 ? (
        <p className="mt-2 font-medium text-stone-900" data-testid={`area-fee-${area.slug}`}>
          About {formatCad(feeCents)} from central {area.name}
        </p>
      ) : null}
      {area.description && <p className="mt-3 text-stone-700">{area.description}</p>}
      {area.highlights?.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            Communities served
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {area.highlights.map((h) => (
              <li
                key={h.id ?? h.text}
                className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800"
              >
                {h.text}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  )
}
