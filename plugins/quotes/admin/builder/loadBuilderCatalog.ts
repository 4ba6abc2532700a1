import type { Payload } from 'payload'

import type { BuilderCatalog } from './builderTypes'

/** What staff may quote: the bookable packages, active add-ons and available backdrops. */
export async function loadBuilderCatalog(payload: Payload): Promise<BuilderCatalog> {
  const list = { sort: 'displayOrder', depth: 0, limit: 50 } as const
  const [packages, addOns, backdrops] = await Promise.all([
    payload.find({
      collection: 'packages',
      where: { and: [{ active: { equals: true } }, { bookable: { equals: true } }] },
      ...list,
    }),
    payload.find({ collection: 'add-ons', where: { active: { equals: true } }, ...list }),
    payload.find({ collection: 'backdrops', where: { available: { equals: true } }, ...list }),
  ])
  return {
    packages: packages.docs.map((p) => ({ id: p.id, name: p.name })),
    addOns: addOns.docs.map((a) => ({ id: a.id, name: a.name, maxQuantity: a.maxQuantity ?? 1 })),
    backdrops: backdrops.docs.map((b) => ({ id: b.id, name: b.name })),
  }
}
