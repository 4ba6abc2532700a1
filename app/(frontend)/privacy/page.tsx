import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LegalPage } from '@/components/pages/LegalPage'
import { getLegalPage } from '@/lib/cms/getLegalPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('privacy')
  return pageMetadata({
    title: page?.title ?? 'Privacy Policy',
    description:
      'What information we collect when you book a photo booth, how we use and protect it, and your rights.',
    path: '/privacy',
  })
}

export default async function PrivacyPage() {
  const page = await getLegalPage('privacy')
  if (!page) notFound()
  return <LegalPage page={page} />
}
