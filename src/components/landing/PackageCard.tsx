import Link from 'next/link'

import type { Package } from '@/payload-types'
import { formatDollars as formatPrice, formatDuration } from '@kernel'
import { isBookablePackage } from '@booking/rules'

import { CustomQuoteButton } from '../dialogs/dialogButtons'

const primary =
  'min-h-12 rounded-full bg-stone-900 px-5 py-3 text-center font-semibold text-white hover:bg-stone-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500'
const secondary =
  'min-h-12 rounded-full border border-stone-300 px-5 py-3 text-center font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500'

export function PackageCard({ pkg }: { pkg: Package }) {
  const priced = isBookablePackage(pkg)
  return (
    <article
      data-testid={`package-${pkg.slug}`}
      aria-labelledby={`package-${pkg.slug}-name`}
      className={`relative flex w-full flex-col rounded-3xl border bg-white p-7 shadow-sm ${pkg.popular ? 'border-amber-500 ring-2 ring-amber-400' : 'border-stone-200'}`}
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-amber-500 px-3 py-1 text-xs font-bold tracking-wide text-stone-950 uppercase">
          Most popular
        </p>
      )}
      <h3 id={`package-${pkg.slug}-name`} className="text-xl font-bold">
        {pkg.name}
      </h3>
      <p className="mt-3 text-4xl font-extrabold tracking-tight" data-testid="package-price">
        {priced ? formatPrice(pkg.price as number) : pkg.priceLabel || 'Contact Us'}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {[
          pkg.durationMinutes ? formatDuration(pkg.durationMinutes) : null,
          pkg.recommendedFor,
          priced ? 'taxes included' : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {pkg.description && <p className="mt-4 text-stone-700">{pkg.description}</p>}
      <ul className="mt-5 flex-1 space-y-2 text-sm text-stone-800">
        {pkg.features?.map((f) => (
          <li key={f.id ?? f.feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-amber-700">
              ✓
            </span>
            {f.feature}
          </li>
        ))}
      </ul>
      <div className="mt-7 grid gap-3">
        {priced ? (
          <Link href={`/booking?package=${pkg.id}`} className={primary}>
            Book {pkg.name}
          </Link>
        ) : (
          <>
            <Link href="/contact" className={primary}>
              Contact Us
            </Link>
            <CustomQuoteButton className={secondary} />
          </>
        )}
      </div>
    </article>
  )
}
