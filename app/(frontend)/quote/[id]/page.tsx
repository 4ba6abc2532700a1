import type { Metadata } from 'next'
import { Suspense } from 'react'

import { QuotePage } from '@/components/quote/QuotePage'
import { StatusCard } from '@/components/ui/StatusCard'

// Personal to one customer (the URL carries their token): never indexed, never leaked as a referrer.
export const metadata: Metadata = {
  title: 'Your Quote',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function QuoteRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <main className="min-h-screen bg-stone-50">
      <Suspense fallback={<StatusCard title="Loading your quote…" busy />}>
        <QuotePage id={/^\d{1,9}$/.test(id) ? Number(id) : 0} />
      </Suspense>
    </main>
  )
}
