import Link from 'next/link'

import type { Package } from '@/payload-types'
import { formatDuration, formatPrice } from '@/lib/format'

export function PackageCard({ pkg }: { pkg: Package }) {
  const priced = pkg.bookable && typeof pkg.price === 'number'
  return (
    <article
      data-testid={`package-${pkg.slug}`}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${pkg.popular ? 'border-amber-500 ring-2 ring-amber-400' : 'border-stone-200'}`}
    >
      {pkg.popular && (
        <p className="mb-2 w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">Most popular</p>
      )}
      <h3 className="text-xl font-bold">{pkg.name}</h3>
      <p className="mt-2 text-3xl font-extrabold" data-testid="package-price">
        {priced ? formatPrice(pkg.price as number) : pkg.priceLabel || 'Contact Us'}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {pkg.durationMinutes ? formatDuration(pkg.durationMinutes) : pkg.recommendedFor ? `Recommended for ${pkg.recommendedFor}` : ''}
        {pkg.maxGuests ? ` · up to ${pkg.maxGuests} guests` : ''}
      </p>
      {pkg.description && <p className="mt-3 text-stone-700">{pkg.description}</p>}
      <ul className="mt-4 flex-1 space-y-1 text-sm text-stone-700">
        {pkg.features?.map((f) => (
          <li key={f.id ?? f.feature} className="flex gap-2">
            <span aria-hidden className="text-amber-600">✓</span>
            {f.feature}
          </li>
        ))}
      </ul>
      <Link
        href={priced ? `/booking?package=${pkg.id}` : '/booking'}
        className="mt-6 rounded-full bg-stone-900 px-5 py-3 text-center font-semibold text-white hover:bg-stone-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
      >
        {priced ? `Book ${pkg.name}` : 'Contact Us'}
      </Link>
    </article>
  )
}
