import type { Metadata } from 'next'
import { Suspense } from 'react'

import { BookingSuccess } from '@/components/success/BookingSuccess'
import { StatusCard } from '@/components/ui/StatusCard'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'

export const revalidate = 3600
// Personal to one customer (the URL carries their token): never indexed.
export const metadata: Metadata = {
  title: 'Booking Confirmed',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function BookingSuccessPage() {
  const settings = await getSiteSettings()
  return (
    <main className="min-h-screen bg-stone-50 print:bg-white">
      <Suspense fallback={<StatusCard title="Loading your confirmation…" busy />}>
        <BookingSuccess phone={settings.phone} email={settings.email} />
      </Suspense>
    </main>
  )
}
