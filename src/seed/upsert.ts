import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

export const SEED_CONTEXT = { disableRevalidate: true }

/**
 * Creates the document only when no document matches `where`: re-running the seed never
 * overwrites what staff have edited since.
 */
export async function createIfMissing<T extends Record<string, unknown>>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  build: () => Promise<T> | T,
  req?: Partial<PayloadRequest>,
): Promise<{ id: number; created: boolean }> {
  const existing = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    req,
    pagination: false,
  })
  if (existing.docs[0]) return { id: existing.docs[0].id as number, created: false }
  const doc = await payload.create({
    collection,
    data: (await build()) as never,
    context: SEED_CONTEXT,
    req,
  })
  return { id: doc.id as number, created: true }
}
