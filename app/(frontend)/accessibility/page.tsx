import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AccessibilityFeedbackForm } from '@/components/pages/AccessibilityFeedbackForm'
import { LegalPage } from '@/components/pages/LegalPage'
import { getLegalPage } from '@/lib/cms/getLegalPage'
import { pageMetadata } from '@/lib/seo/pageMetadata'

export const revalidate = 3600

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLegalPage('accessibility')
  return pageMetadata({
    title: page?.title ?? 'Accessibility',
    description:
      'Our accessibility statement, how to ask for a document in another format, and how to tell us about a barrier.',
    path: '/accessibility',
  })
}

/** The statement (CMS page 'accessibility') and its feedback form (Accessibility for Manitobans Act). */
export default async function AccessibilityPage() {
  const page = await getLegalPage('accessibility')
  if (!page) notFound()
  return (
    <LegalPage page={page}>
      <AccessibilityFeedbackForm />
    </LegalPage>
  )
}
