import type { Metadata } from 'next'

import { BookingWizard } from '@/components/wizard/BookingWizard'
import { getWizardCatalog } from '@/lib/cms/getWizardCatalog'

// Static, refreshed when staff edit packages, backdrops, add-ons or settings (hooks/revalidateSite.ts).
export const revalidate = 3600
export const metadata: Metadata = {
  title: 'Book Your Event',
  description:
    'Book a photo booth online in a few minutes: choose your package, date, backdrop and add-ons, then pay in full or with a 25% deposit.',
}

export default async function BookingPage() {
  const catalog = await getWizardCatalog()
  return (
    <main className="min-h-screen bg-stone-50">
      <BookingWizard catalog={catalog} />
    </main>
  )
}
