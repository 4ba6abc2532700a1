import type { DataFromCollectionSlug, Payload } from 'payload'

import { bookingRuntime } from '../../config/bookingRuntime'

/** The catalog as a visitor may see it, in display order. */
export type CatalogDocuments = {
  packages: DataFromCollectionSlug<'packages'>[]
  addOns: DataFromCollectionSlug<'add-ons'>[]
  backdrops: DataFromCollectionSlug<'backdrops'>[]
}

/**
 * The one read of the catalog (issue 52): the active packages and add-ons and every backdrop
 * (callers say which are available), all of them, in display order. Pricing, the wizard, the
 * site's pages, quotes and the chat's knowledge map these documents onto their own shapes.
 * `depth: 1` brings the backdrops' images.
 */
export async function catalogDocuments(
  payload: Payload,
  { depth = 0 }: { depth?: 0 | 1 } = {},
): Promise<CatalogDocuments> {
  const { slugs } = bookingRuntime(payload)
  const read = { depth: 0, pagination: false, sort: 'displayOrder' } as const
  const active = { active: { equals: true } }
  const [packages, addOns, backdrops] = await Promise.all([
    payload.find({ collection: slugs.packages, where: active, ...read }),
    payload.find({ collection: slugs.addOns, where: active, ...read }),
    payload.find({ collection: slugs.backdrops, ...read, depth }),
  ])
  return { packages: packages.docs, addOns: addOns.docs, backdrops: backdrops.docs }
}
