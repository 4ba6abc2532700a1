import type { Metadata } from 'next'
import { Suspense } from 'react'

import { TipPayment } from '@/components/manage/TipPayment'
import { StatusCard } from '@/components/ui/StatusCard'

// Personal to one customer (the URL carries their token): never indexed, never leaked as a referrer.
export const metadata: Metadata = {
  title: 'Tip Your Attendant',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function TipPage() {
  return (
    <main className="min-h-screen bg-stone-50">
      <Suspense fallback={<StatusCard title="Loading your booking…" busy />}>
        <TipPayment />
      </Suspense>
    </main>
  )
}
