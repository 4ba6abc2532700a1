import type { Metadata } from 'next'
import Link from 'next/link'

import { OutsideAreaButton } from '@/components/dialogs/dialogButtons'
import { PageHeader } from '@/components/pages/PageHeader'
import { getAreaTravelFees } from '@/lib/cms/getAreaTravelFees'
import { getServiceAreas } from '@/lib/cms/getServiceAreas'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import { ServiceAreaCard } from './ServiceAreaCard'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({
  title: 'Service Areas',
  description:
    'Photo booth rentals in Winnipeg, Selkirk, Steinbach, Portage la Prairie, Niverville, Gimli and nearby Manitoba communities. Free travel in Winnipeg.',
  path: '/service-areas',
})

export default async function ServiceAreasPage() {
  const areas = await getServiceAreas()
  const fees = await getAreaTravelFees(areas.map((a) => a.name))
  return (
    <main>
      <PageHeader eyebrow="Service areas" title="Photo Booths Across Manitoba">
        <p>Based in Winnipeg, we bring the booth to celebrations across southern Manitoba.</p>
      </PageHeader>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <ServiceAreaCard key={area.id} area={area} feeCents={fees[area.name]} />
        ))}
      </ul>
      <section aria-labelledby="surcharge-title" className="mx-auto my-16 max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-amber-50 p-7 sm:p-10">
          <h2 id="surcharge-title" className="text-2xl font-bold">
            How the travel surcharge works
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-stone-800">
            <li>
              <strong>Winnipeg:</strong> free, anywhere in the city.
            </li>
            <li>
              <strong>Outside Winnipeg:</strong> $20 base plus $1.50 per minute of drive time beyond
              the first 30 minutes. For example, a 50-minute drive is $20 + 20 × $1.50 = $50.
            </li>
            <li>
              <strong>Self-Serve (Digital Lite):</strong> never a travel surcharge.
            </li>
          </ul>
          <p className="mt-4 text-stone-700">
            Enter your address when you book and the exact amount is shown before you pay.
          </p>
          <Link
            href="/booking"
            className="mt-6 inline-block min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700"
          >
            Get Instant Quote
          </Link>
          <p className="mt-6 text-stone-700">
            Your town isn&apos;t listed?{' '}
            <OutsideAreaButton
              label="Ask us about your event"
              className="inline-block min-h-11 rounded-full px-2 py-2 font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-700"
            />
          </p>
        </div>
      </section>
    </main>
  )
}
