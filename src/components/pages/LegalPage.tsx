import type { Page } from '@/payload-types'

import { PageHeader } from './PageHeader'
import { RichTextContent } from './RichTextContent'

const longDate = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' })

/** Terms or privacy: the CMS page (loaded by the route) with its effective date. */
export function LegalPage({ page }: { page: Page }) {
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
