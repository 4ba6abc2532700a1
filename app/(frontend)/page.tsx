import type { Metadata } from 'next'

import { About } from '@/components/landing/About'
import { AddOnsSection } from '@/components/landing/AddOnsSection'
import { Events } from '@/components/landing/Events'
import { Hero } from '@/components/landing/Hero'
import { PackagesSection } from '@/components/landing/PackagesSection'
import { ServiceAreaSection } from '@/components/landing/ServiceAreaSection'
import { Testimonials } from '@/components/landing/Testimonials'
import { WhyUs } from '@/components/landing/WhyUs'
import { getAddOns } from '@/lib/cms/getAddOns'
import { getPackages } from '@/lib/cms/getPackages'
import { getServiceAreas } from '@/lib/cms/getServiceAreas'
import { getSiteReviews } from '@/lib/cms/getSiteReviews'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'
import { JsonLd } from '@/lib/seo/JsonLd'
import { localBusinessJsonLd } from '@/lib/seo/localBusinessJsonLd'
import { pageMetadata } from '@/lib/seo/pageMetadata'

// Static, refreshed when staff edit content (see hooks/revalidateSite.ts).
export const revalidate = 3600

export const metadata: Metadata = pageMetadata({
  description:
    'Photo booth rentals for weddings, parties and corporate events in Winnipeg and across Manitoba. Packages from $199, taxes included. Book online in minutes.',
  path: '/',
})

export default async function HomePage() {
  const [packages, addOns, areas, settings, reviews] = await Promise.all([
    getPackages(),
    getAddOns(),
    getServiceAreas(),
    getSiteSettings(),
    getSiteReviews(),
  ])
  const prices = packages.map((p) => p.price).filter((p): p is number => typeof p === 'number')
  const priceRange = prices.length ? `$${Math.min(...prices)}-$${Math.max(...prices)}` : undefined
  return (
    <main>
      <JsonLd data={localBusinessJsonLd(settings, areas, priceRange, reviews)} />
      {/* The rating is computed from published reviews: none, no rating (issue 54). */}
      <Hero rating={reviews.summary} />
      <About />
      <Events />
      <PackagesSection packages={packages} />
      <AddOnsSection addOns={addOns} />
      <Testimonials reviews={reviews.testimonials} />
      <WhyUs settings={settings} rating={reviews.summary} />
      <ServiceAreaSection areas={areas} />
    </main>
  )
}
