import type { Package } from '@/payload-types'
import { formatDollars as formatPrice, formatDuration } from '@kernel'
import { isBookablePackage } from '@booking/rules'

type Row = { label: string; value: (p: Package) => string }

// Every cell comes from the package record, so staff edits show here too.
const rows: Row[] = [
  {
    label: 'Price (CAD, taxes incl.)',
    value: (p) => (isBookablePackage(p) ? formatPrice(p.price as number) : p.priceLabel || 'Quote'),
  },
  {
    label: 'Booth time',
    value: (p) => (p.durationMinutes ? formatDuration(p.durationMinutes) : 'Flexible'),
  },
  {
    label: 'Best for',
    value: (p) => p.recommendedFor || (p.maxGuests ? `Up to ${p.maxGuests} guests` : '—'),
  },
  { label: 'Attendant', value: (p) => (p.selfServe ? 'Self-serve' : 'Included') },
  {
    label: 'Travel outside Winnipeg',
    value: (p) => (p.selfServe ? 'Never charged' : 'Surcharge applies'),
  },
  { label: 'Book online', value: (p) => (isBookablePackage(p) ? 'Yes' : 'Contact us') },
]

/** Side-by-side summary of the packages; scrolls sideways on narrow screens. */
export function PackageComparison({ packages }: { packages: Package[] }) {
  return (
    <div className="mx-auto mt-14 max-w-6xl">
      <h3 id="compare-title" className="text-center text-2xl font-bold">
        Compare packages
      </h3>
      <div
        role="region"
        aria-labelledby="compare-title"
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-3xl border border-stone-200 bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        <table className="w-full min-w-[40rem] text-left text-sm sm:text-base">
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="p-4 font-semibold text-stone-700">
                <span className="sr-only">Feature</span>
              </th>
              {packages.map((p) => (
                <th key={p.id} scope="col" className="p-4 font-bold text-stone-950">
                  {p.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className="p-4 font-semibold text-stone-700">
                  {row.label}
                </th>
                {packages.map((p) => (
                  <td key={p.id} className="p-4 text-stone-900">
                    {row.value(p)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
