import type { Payload, PayloadRequest } from 'payload'

import { type BookingSettings, toBookingRules, toCatalogAddOn, toCatalogPackage } from '../../core'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { cachedCatalogValue } from './catalogCache'
import { catalogDocuments } from './catalogDocuments'
import { bookingRuntime } from '../../config/bookingRuntime'
import type { Catalog } from '../../results'

export type { BookingSettings }

/** What pricing needs from the CMS, from memory while the catalog version is unchanged. */
export async function loadCatalog({ req }: { req: PayloadRequest }): Promise<Catalog> {
  return cachedCatalogValue(req, 'catalog', () => readCatalog(req.payload))
}

/** Reads the committed catalog (no request: outside any transaction) onto the core's shapes. */
async function readCatalog(payload: Payload): Promise<Catalog> {
  const { slugs } = bookingRuntime(payload)
  const [{ packages, addOns }, settings, areas] = await Promise.all([
    catalogDocuments(payload),
    payload.findGlobal({ slug: slugs.siteSettings, depth: 0 }),
    payload.find({ collection: slugs.serviceAreas, depth: 0, pagination: false }),
  ])
  return {
    packages: packages.map(toCatalogPackage),
    addOns: addOns.map(toCatalogAddOn),
    settings: { timeZone: BUSINESS_TIME_ZONE, ...toBookingRules(settings) },
    areaDriveMinutes: new Map(
      areas.docs
        .filter((a) => typeof a.driveMinutes === 'number')
        .map((a) => [a.name, a.driveMinutes as number]),
    ),
  }
}
