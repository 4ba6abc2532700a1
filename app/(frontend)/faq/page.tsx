import type { Metadata } from 'next'
import Link from 'next/link'

import { FaqAccordion } from '@/components/pages/FaqAccordion'
import { PageHeader } from '@/components/pages/PageHeader'
import { getFaqs } from '@/lib/cms/getFaqs'
import { faqPageJsonLd } from '@/lib/seo/faqPageJsonLd'
import { JsonLd } from '@/lib/seo/JsonLd'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description:
    'Answers about booking, packages, travel fees, space, payment and photos for photo booth rentals in Winnipeg and Manitoba.',
  path: '/faq',
})

const explore = [
  ['/', 'Home'],
  ['/#packages', 'Packages'],
  ['/#service-area', 'Service Area'],
  ['/#why-us', 'Why Choose Us'],
  ['/contact', 'Contact'],
] as const

export default async function FaqPage() {
  const faqs = await getFaqs()
  return (
    <main>
      <JsonLd data={faqPageJsonLd(faqs)} />
      <PageHeader eyebrow="FAQ" title="Frequently Asked Questions">
        <p>Everything you need to know about renting a photo booth with us.</p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-8 sm:px-6">
        <nav aria-label="Explore" className="mb-8 flex flex-wrap justify-center gap-2">
          {explore.map(([href, label]) => (
            <Link
              key={href}
              href={href}
              className="rounded-full border border-stone-300 px-4 py-2.5 text-sm font-medium hover:bg-stone-100"
            >
              {label}
            </Link>
          ))}
        </nav>
        <FaqAccordion faqs={faqs} />
      </div>
      <section aria-labelledby="still-title" className="mx-auto my-12 max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-stone-900 px-6 py-10 text-center text-white">
          <h2 id="still-title" className="text-2xl font-bold">
            Still Have Questions?
          </h2>
          <p className="mt-2 text-stone-200">We&apos;re happy to help you plan your event.</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              href="/contact"
              className="min-h-12 rounded-full bg-white px-6 py-3 font-semibold text-stone-950 hover:bg-amber-50"
            >
              Contact Us
            </Link>
            <Link
              href="/booking"
              className="min-h-12 rounded-full bg-amber-500 px-6 py-3 font-semibold text-stone-950 hover:bg-amber-400"
            >
              Book Now
            </Link>
          </div>
        </div>
      </section>
    </main>
  )
}
