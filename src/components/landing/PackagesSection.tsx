import type { Package } from '@/payload-types'

import { PackageCard } from './PackageCard'
import { PackageComparison } from './PackageComparison'
import { SectionHeading } from './SectionHeading'

/** The packages from the CMS in display order (Ultimate first, Custom last). */
export function PackagesSection({ packages }: { packages: Package[] }) {
  const prices = packages.map((p) => p.price).filter((p): p is number => typeof p === 'number')
  const from = prices.length ? Math.min(...prices) : null
  return (
    <section
      id="packages"
      tabIndex={-1}
      aria-labelledby="packages-title"
      className="scroll-mt-20 bg-stone-50 px-4 py-20 outline-none sm:px-6"
    >
      <SectionHeading id="packages-title" eyebrow="Packages" title="Simple, all-inclusive pricing">
        {from !== null ? `Packages start at $${from}. ` : ''}All prices are in Canadian dollars and
        include taxes. Props and a backdrop of your choice come with every package.
      </SectionHeading>
      {/* Flex rather than grid so a short last row (five packages) sits centred. */}
      <div className="mx-auto mt-12 flex max-w-6xl flex-wrap justify-center gap-6">
        {packages.map((pkg) => (
          <div
            key={pkg.id}
            className="flex w-full sm:w-[calc(50%-0.75rem)] lg:w-[calc(33.333%-1rem)]"
          >
            <PackageCard pkg={pkg} />
          </div>
        ))}
      </div>
      <PackageComparison packages={packages} />
    </section>
  )
}
