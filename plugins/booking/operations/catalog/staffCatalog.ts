import type { Payload } from 'payload'

import { catalogDocuments } from './catalogDocuments'

type Option = { id: number; name: string }

/** What staff may book or quote, as choices: a form's packages, add-ons and backdrops. */
export type StaffCatalog = {
  packages: Option[]
  addOns: (Option & { maxQuantity: number })[]
  backdrops: Option[]
}

/** The bookable packages, active add-ons and available backdrops (the phone booking, quotes). */
export async function staffCatalog(payload: Payload): Promise<StaffCatalog> {
  const { packages, addOns, backdrops } = await catalogDocuments(payload)
  return {
    packages: packages.filter((p) => p.bookable).map((p) => ({ id: p.id, name: p.name })),
    addOns: addOns.map((a) => ({ id: a.id, name: a.name, maxQuantity: a.maxQuantity ?? 1 })),
    backdrops: backdrops.filter((b) => b.available).map((b) => ({ id: b.id, name: b.name })),
  }
}
