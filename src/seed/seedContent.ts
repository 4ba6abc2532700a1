import type { Payload } from 'payload'

import { faqs } from './data/faqs'
import { pages } from './data/pages'
import { posts } from './data/posts'
import { serviceAreas } from './data/serviceAreas'
import { markdownToRichText } from './richText'
import { createIfMissing } from './upsert'

export async function seedContent(payload: Payload): Promise<number> {
  let created = 0
  for (const post of posts) {
    const { body, ...rest } = post
    const r = await createIfMissing(
      payload,
      'posts',
      { slug: { equals: post.slug } },
      async () => ({
        ...rest,
        body: await markdownToRichText(payload, body),
        _status: 'published',
      }),
    )
    created += Number(r.created)
  }
  for (const faq of faqs) {
    const r = await createIfMissing(
      payload,
      'faqs',
      { question: { equals: faq.question } },
      async () => ({
        ...faq,
        answer: await markdownToRichText(payload, faq.answer),
      }),
    )
    created += Number(r.created)
  }
  for (const area of serviceAreas) {
    const r = await createIfMissing(
      payload,
      'service-areas',
      { slug: { equals: area.slug } },
      () => ({
        ...area,
        highlights: area.highlights.map((text) => ({ text })),
      }),
    )
    created += Number(r.created)
  }
  for (const page of pages) {
    const r = await createIfMissing(
      payload,
      'pages',
      { slug: { equals: page.slug } },
      async () => ({
        ...page,
        content: await markdownToRichText(payload, page.content),
      }),
    )
    created += Number(r.created)
  }
  return created
}
