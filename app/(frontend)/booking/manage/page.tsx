import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FindBooking } from '@/components/manage/FindBooking'
import { GallerySection } from '@/components/manage/GallerySection'
import { ManageBooking } from '@/components/manage/ManageBooking'
import { getManagedBooking } from '@/lib/cms/getManagedBooking'
import { getSiteSettings } from '@/lib/cms/getSiteSettings'
import { isSafeText, parseId } from '@server-kit'

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
  // An id no row can have (2147483648) or a token with a NUL byte never reaches the database.
  const id = parseId(params.booking_id)
  const token = typeof params.token === 'string' && isSafeText(params.token) ? params.token : ''
  // No link at all (the site's menu): ask for the email the booking was made with (issue 49).
  if (params.booking_id === undefined && params.token === undefined)
    return (
      <main className="min-h-screen bg-stone-50">
        <FindBooking phone={(await getSiteSettings()).phone ?? ''} />
      </main>
    )
  // A wrong or missing token, or an unknown id: the site's plain 404, nothing about a booking.
  const found = id && token ? await getManagedBooking(id, token) : { ok: false as const }
  if (!found.ok) notFound()
  return (
    <main className="min-h-screen bg-stone-50">
      <ManageBooking view={found.view} token={token} ics={found.ics} documents={found.documents} />
      <GallerySection gallery={found.view.booking.gallery} />
    </main>
  )
}
