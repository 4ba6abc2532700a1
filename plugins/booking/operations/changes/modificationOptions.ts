import type { PayloadRequest } from 'payload'

import { effectiveAddOnRule, lastModifyDate } from '../../core'
import { cachedCatalogValue } from '../catalog/catalogCache'
import { loadCatalog } from '../catalog/loadCatalog'
import { bookingRuntime } from '../../config/bookingRuntime'

/**
 * What a booking may be changed to: bookable packages, the add-ons offered with the chosen
 * package (Self-Serve exclusions are data on the add-on) and the available backdrops.
 */
export async function modificationOptions(args: {
  req: PayloadRequest
  packageId: number
  eventDate: string
}) {
  const { req, packageId, eventDate } = args
  const catalog = await loadCatalog({ req })
  const pkg = catalog.packages.find((p) => p.id === packageId)
  const backdrops = await cachedCatalogValue(req, 'backdrops:available', async () => {
    const { docs } = await req.payload.find({
      collection: bookingRuntime(req.payload).slugs.backdrops,
      where: { available: { equals: true } },
      sort: 'displayOrder',
      limit: 50,
      depth: 0,
    })
    return docs.map((b) => ({ id: b.id, name: b.name }))
  })
  return {
    packages: catalog.packages
      .filter((p) => p.bookable)
      .map((p) => ({ id: p.id, name: p.name, priceCents: p.priceCents })),
    addOns: catalog.addOns
      .filter((a) => !pkg || effectiveAddOnRule(a, pkg).offered)
      .map((a) => ({
        id: a.id,
        name: a.name,
        maxQuantity: a.maxQuantity ?? 10,
        perUnit: (pkg ? effectiveAddOnRule(a, pkg).pricingRule : a.pricingRule) === 'per_unit',
        leadTimeDays: a.leadTimeDays,
      })),
    backdrops,
    /** Customers change online until this Winnipeg date (staff at any time). */
    customerUntil: lastModifyDate(eventDate, catalog.settings.minNoticeDays),
  }
}
