import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ManageBooking } from '@/components/manage/ManageBooking'
import { getManagedBooking } from '@/lib/cms/getManagedBooking'

// Personal to one customer (the URL carries their token): never cached, indexed or leaked.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Manage Your Booking',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function ManageBookingPage({ searchParams }: Props) {
  const params = await searchParams
  const id = Number(params.booking_id)
  const token = typeof params.token === 'string' ? params.token : ''
  // A wrong or missing token, or an unknown id: the site's plain 404, nothing about a booking.
  const found = await getManagedBooking(Number.isSafeInteger(id) ? id : 0, token)
  if (!found.ok) notFound()
  return (
    <main className="min-h-screen bg-stone-50">
      <ManageBooking view={found.view} token={token} ics={found.ics} documents={found.documents} />
    </main>
  )
}
