import type { CollectionSlug, Payload } from 'payload'

import { PLACEHOLDER_TEXT } from './placeholderChecks'

// The customer-facing text of each content collection (all small: read whole).
const SOURCES: [CollectionSlug, string, string[]][] = [
  ['packages', 'name', ['name', 'description']],
  ['add-ons', 'name', ['name', 'description']],
  ['backdrops', 'name', ['name', 'description']],
  ['service-areas', 'name', ['name', 'description']],
  ['faqs', 'question', ['question']],
  ['posts', 'title', ['title', 'excerpt']],
  ['pages', 'title', ['title']],
]

/** Entries whose name or description reads as a placeholder, each with its edit screen. */
export async function findPlaceholderContent(
  payload: Payload,
): Promise<{ label: string; href: string }[]> {
  const found: { label: string; href: string }[] = []
  for (const [slug, title, fields] of SOURCES) {
    const { docs } = await payload.find({
      collection: slug,
      pagination: false,
      depth: 0,
      select: Object.fromEntries(fields.map((f) => [f, true])),
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      const text = fields.map((f) => doc[f]).filter((v): v is string => typeof v === 'string')
      if (text.some((t) => PLACEHOLDER_TEXT.test(t)))
        found.push({
          label: `“${String(doc[title] ?? doc.id)}”`,
          href: `/admin/collections/${slug}/${String(doc.id)}`,
        })
    }
  }
  return found
}
