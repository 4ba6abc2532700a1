import Link from 'next/link'

import { PackageCard } from '@/components/landing/PackageCard'
import { getPackages } from '@/lib/cms/getPackages'

// Static, refreshed when staff edit content (see hooks/revalidateSite.ts).
export const revalidate = 3600

export default async function HomePage() {
  const packages = await getPackages()
  return (
    <main>
      <section className="bg-stone-900 px-6 py-20 text-center text-white">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Light up the Moment</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-stone-200">
          Photo booth rentals for weddings, birthdays and corporate events across Winnipeg and Manitoba. Prices in CAD, taxes
          included.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/booking" className="rounded-full bg-amber-500 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-400">
            Book Your Event
          </Link>
          <a href="#packages" className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10">
            View Packages
          </a>
        </div>
      </section>
      <section id="packages" className="mx-auto max-w-6xl px-6 py-16">
        <h2 className="text-3xl font-bold">Packages</h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
      </section>
    </main>
  )
}
