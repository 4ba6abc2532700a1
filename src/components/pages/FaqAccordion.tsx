import type { Faq } from '@/payload-types'

import { RichTextContent } from './RichTextContent'

/** Questions as native disclosure widgets: keyboard and screen-reader friendly without script. */
export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-stone-200 rounded-3xl border border-stone-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.id} className="group px-5 sm:px-7" data-testid="faq-item">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold text-stone-950 marker:hidden focus-visible:outline focus-visible:outline-2 focus-visible:outline-amber-500 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-900 transition group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <RichTextContent data={faq.answer} className="pb-5 [&_p:first-child]:mt-0" />
        </details>
      ))}
    </div>
  )
}
