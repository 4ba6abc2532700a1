import type { Page } from '@/payload-types'

import { formatStoredDay } from './formatStoredDay'
import { PageHeader } from './PageHeader'
import { RichTextContent } from './RichTextContent'

/** Terms, privacy or accessibility: the CMS page (loaded by the route) with its effective date. */
export function LegalPage({ page, children }: { page: Page; children?: React.ReactNode }) {
  return (
    <main>
      <PageHeader title={page.title}>
        <p>Effective date: {formatStoredDay(page.effectiveDate)}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <RichTextContent data={page.content} />
        {children}
      </article>
    </main>
  )
}
