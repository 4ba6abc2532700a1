import type { Payload, PayloadRequest } from 'payload'

import type { AddOn } from '@/payload-types'

import { toCents, type CatalogAddOn, type CatalogPackage, type LatLon } from '../core'
import { cachedCatalogValue } from './catalogCache'

export const TIME_ZONE = 'America/Winnipeg'

export type BookingSettings = {
  timeZone: string
  minNoticeDays: number
  depositPercent: number
  discountCapPercent: number
  holdMinutes: number
  bufferMinutes: number
  maxDriveMinutes: number
  base: LatLon
}

export type Catalog = {
  packages: CatalogPackage[]
  addOns: CatalogAddOn[]
  settings: BookingSettings
  /** Drive minutes staff set per service area, by area name. */
  areaDriveMinutes: Map<string, number>
}

const relId = (value: unknown): number =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number)

/** What pricing needs from the CMS, from memory while the catalog version is unchanged. */
export async function loadCatalog({ req }: { req: PayloadRequest }): Promise<Catalog> {
  return cachedCatalogValue(req.payload, 'catalog', () => readCatalog(req.payload))
}

/** Reads the committed catalog (no request: outside any transaction) onto the core's shapes. */
async function readCatalog(payload: Payload): Promise<Catalog> {
  const [packages, addOns, settings, areas] = await Promise.all([
    payload.find({
      collection: 'packages',
      where: { active: { equals: true } },
      limit: 100,
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'add-ons',
      where: { active: { equals: true } },
      limit: 100,
      depth: 0,
      pagination: false,
      sort: 'displayOrder',
    }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.find({ collection: 'service-areas', limit: 100, depth: 0, pagination: false }),
  ])
  return {
    packages: packages.docs.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      priceCents: toCents(p.price ?? 0),
      durationMinutes: p.durationMinutes ?? 240,
      selfServe: Boolean(p.selfServe),
      bookable: Boolean(p.bookable) && typeof p.price === 'number' && Boolean(p.durationMinutes),
      features: (p.features ?? []).map((f) => f.feature),
    })),
    addOns: addOns.docs.map(toCatalogAddOn),
    settings: {
      timeZone: TIME_ZONE,
      minNoticeDays: settings.minNoticeDays ?? 7,
      depositPercent: settings.depositPercent ?? 25,
      discountCapPercent: settings.discountCapPercent ?? 95,
      holdMinutes: settings.holdMinutes ?? 30,
      bufferMinutes: settings.bufferMinutes ?? 60,
      maxDriveMinutes: settings.maxDriveMinutes ?? 120,
      base: {
        lat: settings.baseLocation?.lat ?? 49.8951,
        lon: settings.baseLocation?.lon ?? -97.1384,
      },
    },
    areaDriveMinutes: new Map(
      areas.docs
        .filter((a) => typeof a.driveMinutes === 'number')
        .map((a) => [a.name, a.driveMinutes as number]),
    ),
  }
}

/** An add-on document as the pricing core sees it (the wizard's previews use the same mapping). */
export function toCatalogAddOn(a: AddOn): CatalogAddOn {
  return {
    id: a.id,
    name: a.name,
    slug: a.slug,
    effect: a.effect,
    pricingRule: a.pricingRule,
    priceCents: toCents(a.price),
    unitMinutes: a.unitMinutes ?? null,
    minQuantity: a.minQuantity ?? 1,
    maxQuantity: a.maxQuantity ?? null,
    leadTimeDays: a.leadTimeDays ?? 0,
    overrides: (a.overrides ?? []).map((o) => ({
      packageId: relId(o.package),
      notOffered: Boolean(o.notOffered),
      pricingRule: o.pricingRule ?? null,
      priceCents: typeof o.price === 'number' ? toCents(o.price) : null,
      unitMinutes: o.unitMinutes ?? null,
    })),
  }
}
