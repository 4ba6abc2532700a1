import Link from 'next/link'

import type { ServiceArea } from '@/payload-types'

import { ContactUsButton } from '../dialogs/dialogButtons'
import { SectionHeading } from './SectionHeading'

/** The towns we serve, from the CMS, with the travel rule in one line. */
export function ServiceAreaSection({ areas }: { areas: ServiceArea[] }) {
  return (
    <section
      id="service-area"
      tabIndex={-1}
      aria-labelledby="service-area-title"
      className="scroll-mt-20 bg-amber-50/60 px-4 py-20 outline-none sm:px-6"
    >
      <SectionHeading
        id="service-area-title"
        eyebrow="Service area"
        title="Winnipeg and across Manitoba"
      >
        Travel within Winnipeg is free. Elsewhere a small travel surcharge applies, shown before you
        pay.
      </SectionHeading>
      <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
        {areas.map((a) => (
          <li
            key={a.id}
            className="rounded-full bg-white px-5 py-2.5 font-medium shadow-sm ring-1 ring-stone-200"
          >
            {a.name}
            <span
              className={`ml-2 text-sm ${a.surchargeLabel === 'Free' ? 'text-emerald-800' : 'text-stone-600'}`}
            >
              {a.surchargeLabel === 'Free' ? 'Free travel' : 'Travel varies'}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-col items-center justify-center gap-2 text-center sm:flex-row">
        <ContactUsButton
          label="Not on the list? Contact Us"
          className="min-h-12 rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500"
        />
        <Link
          href="/service-areas"
          className="inline-block rounded-full px-4 py-3 font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-700"
        >
          See all service areas and travel fees
        </Link>
      </p>
    </section>
  )
}
