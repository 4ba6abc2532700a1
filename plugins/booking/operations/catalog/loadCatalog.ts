import type { Payload, PayloadRequest } from 'payload'

import { type BookingSettings, toBookingRules, toCatalogAddOn, toCatalogPackage } from '../../core'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { cachedCatalogValue, heldCatalogValue } from './catalogCache'
import { catalogDocuments } from './catalogDocuments'
import { bookingRuntime } from '../../config/bookingRuntime'
import type { Catalog } from '../../results'

export type { BookingSettings }

/** What pricing needs from the CMS, from memory while the catalog version is unchanged. */
export async function loadCatalog({ req }: { req: PayloadRequest }): Promise<Catalog> {
  return cachedCatalogValue(req, 'catalog', () => readCatalog(req.payload))
}

/**
 * The catalog this process holds and the version it is filed under, with no read: the caller
 * reads the version in its own statement and uses this only if they match (null when none).
 */
export async function heldCatalog(
  req: PayloadRequest,
): Promise<{ version: string; catalog: Catalog } | null> {
  const held = heldCatalogValue<Catalog>(req, 'catalog')
  if (!held) return null
  const catalog = await held.value.catch(() => null)
  return catalog && { version: held.version, catalog }
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
