import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LegalPage } from '@/components/pages/LegalPage'
import { getLegalPage } from '@/lib/cms/getLegalPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('terms')
  return pageMetadata({
    title: page?.title ?? 'Terms and Conditions',
    description:
      'Rental agreement, booking and payment, cancellation and the other terms of our photo booth rentals.',
    path: '/terms',
  })
}

export default async function TermsPage() {
  const page = await getLegalPage('terms')
  if (!page) notFound()
  return <LegalPage page={page} />
}
