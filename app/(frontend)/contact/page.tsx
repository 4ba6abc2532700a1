import type { Metadata } from 'next'
import Link from 'next/link'

import { AssistanceButton } from '@/components/dialogs/dialogButtons'
import { ContactForm } from '@/components/forms/ContactForm'
import { PageHeader } from '@/components/pages/PageHeader'
import { getServiceAreas } from '@/lib/cms/getServiceAreas'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'
import { pageMetadata } from '@/lib/seo/pageMetadata'

import { ContactDetails } from './ContactDetails'

export const revalidate = 3600

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description:
    'Questions about a date, a package or a custom event? Call, text, email or send us a message. We reply within a day.',
  path: '/contact',
})

export default async function ContactPage() {
  const [settings, areas] = await Promise.all([getSiteSettings(), getServiceAreas()])
  return (
    <main>
      <PageHeader eyebrow="Contact" title="Get in Touch">
        <p>Tell us about your event and we&apos;ll get back to you soon.</p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-20 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="text-2xl font-bold">
            Send a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <aside
          aria-labelledby="contact-details-title"
          className="h-fit rounded-3xl bg-amber-50 p-6 sm:p-8"
        >
          <h2 id="contact-details-title" className="text-2xl font-bold">
            Contact details
          </h2>
          <ContactDetails settings={settings} areas={areas} />
          <Link
            href="/booking"
            className="mt-8 block min-h-12 rounded-full bg-stone-900 px-6 py-3 text-center font-semibold text-white hover:bg-stone-700"
          >
            Book Your Event Now
          </Link>
          <p className="mt-6 text-sm text-stone-700">
            Need a date within the next 7 days, or is your time taken online?{' '}
            <AssistanceButton
              label="Request Assistance"
              className="inline-block min-h-11 rounded-full px-1 py-2 font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-700"
            />
          </p>
        </aside>
      </div>
    </main>
  )
}
