import type { Metadata } from 'next'
import Link from 'next/link'

import { getSiteSettings } from '@/lib/cms/getSiteSettings'

export const revalidate = 3600
export const metadata: Metadata = { title: 'Book Your Event' }

// Until the online wizard ships, visitors book with a person rather than hit a dead end.
export default async function BookingPage() {
  const settings = await getSiteSettings()
  const tel = settings.phone.replace(/[^\d+]/g, '')
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold">Book Your Event</h1>
      <p className="mt-4 text-lg text-stone-700">
        Call, text or email us with your date, start time, address and package, and we will confirm your booth the same day.
        A 25% deposit holds your date; the balance is due the day before your event.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href={`tel:${tel}`} className="rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700">
          Call or text {settings.phone}
        </a>
        <a href={`mailto:${settings.email}`} className="rounded-full border border-stone-300 px-6 py-3 font-semibold hover:bg-stone-100">
          Email {settings.email}
        </a>
      </div>
      <Link href="/" className="mt-10 inline-block text-amber-800 underline">
        Back to packages
      </Link>
    </main>
  )
}
