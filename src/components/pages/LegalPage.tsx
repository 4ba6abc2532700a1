import { notFound } from 'next/navigation'

import { getLegalPage } from '@/lib/cms/getLegalPage'

import { PageHeader } from './PageHeader'
import { RichTextContent } from './RichTextContent'

const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' })

/** Terms or privacy: the CMS page with its effective date. */
export async function LegalPage({ slug }: { slug: 'terms' | 'privacy' }) {
  const page = await getLegalPage(slug)
  if (!page) notFound()
  return (
    <main>
      <PageHeader title={page.title}>
        <p>Effective date: {longDate.format(new Date(page.effectiveDate))}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <RichTextContent data={page.content} />
      </article>
    </main>
  )
}
