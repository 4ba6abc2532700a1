import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Faq } from '@/payload-types'

/** FAQPage structured data with plain-text answers. */
export const faqPageJsonLd = (faqs: Faq[]) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqs.map((faq) => ({
    '@type': 'Question',
    name: faq.question,
    acceptedAnswer: {
      '@type': 'Answer',
      text: convertLexicalToPlaintext({ data: faq.answer as unknown as SerializedEditorState }),
    },
  })),
})
