import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DocumentSheet } from '@/components/documents/DocumentSheet'
import { getOwnedDocument } from '@/lib/cms/getOwnedDocument'

// Personal to one customer (the URL carries their token): never cached, indexed or leaked.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Your receipt',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function BookingDocumentPage({ searchParams }: Props) {
  // A wrong or missing token, an unknown number or another booking's: the site's plain 404.
  const found = await getOwnedDocument(await searchParams)
  if (!found) notFound()
  const query = `booking_id=${found.bookingId}&token=${encodeURIComponent(found.token)}`
  return (
    <main className="min-h-screen bg-stone-50 print:bg-white">
      <DocumentSheet
        view={found.view}
        pdfHref={`/booking/document/pdf?${query}&number=${found.number}`}
        manageHref={`/booking/manage?${query}`}
      />
    </main>
  )
}
