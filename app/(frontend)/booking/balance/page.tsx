import type { Metadata } from 'next'
import { Suspense } from 'react'

import { StatusCard } from '@/components/ui/StatusCard'
import { BalancePayment } from '@/components/wizard/payment/BalancePayment'

// Personal to one customer (the URL carries their token): never indexed, never leaked as a referrer.
export const metadata: Metadata = {
  title: 'Pay Your Balance',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default function BalancePage() {
  return (
    <main className="min-h-screen bg-stone-50">
      <Suspense fallback={<StatusCard title="Loading your booking…" busy />}>
        <BalancePayment />
      </Suspense>
    </main>
  )
}
