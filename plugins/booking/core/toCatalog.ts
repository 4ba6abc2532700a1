import { toCents } from '@kernel'
import { relId } from '@kernel'
import type { AddOnEffect, CatalogAddOn, CatalogPackage, LatLon, PricingRule } from './types'

// CMS documents as the mapping reads them (structural, so core/ needs no Payload import).
type Rel = number | { id: number }

export type PackageDoc = {
  id: number
  name: string
  slug: string
  price?: number | null
  durationMinutes?: number | null
  selfServe?: boolean | null
  bookable?: boolean | null
  features?: { feature: string }[] | null
}

export type AddOnDoc = {
  id: number
  name: string
  slug: string
  effect: AddOnEffect
  pricingRule: PricingRule
  price: number
  unitMinutes?: number | null
  minQuantity?: number | null
  maxQuantity?: number | null
  leadTimeDays?: number | null
  overrides?:
    | {
        package: Rel
        notOffered?: boolean | null
        pricingRule?: PricingRule | null
        price?: number | null
        unitMinutes?: number | null
      }[]
    | null
}

export type SettingsDoc = {
  minNoticeDays?: number | null
  bookingHorizonDays?: number | null
  depositPercent?: number | null
  discountCapPercent?: number | null
  holdMinutes?: number | null
  waitlistOfferHours?: number | null
  bufferMinutes?: number | null
  maxDriveMinutes?: number | null
  freeReschedules?: number | null
  detailsRequestDaysBefore?: number | null
  detailsReminderDaysBefore?: number | null
  baseLocation?: { lat?: number | null; lon?: number | null } | null
}

/** The booking rules from Site Settings, in the business's time zone. */
export type BookingSettings = {
  timeZone: string
  minNoticeDays: number
  bookingHorizonDays: number
  depositPercent: number
  discountCapPercent: number
  holdMinutes: number
  /** How long a waitlist offer holds its slot (plugins/quotes). */
  waitlistOfferHours: number
  bufferMinutes: number
  maxDriveMinutes: number
  freeReschedules: number
  detailsRequestDaysBefore: number
  detailsReminderDaysBefore: number
  base: LatLon
}

/** Only a priced package with a duration can be booked online; the rest are quote-only. */
export const isBookablePackage = (p: PackageDoc) =>
  Boolean(p.bookable) && typeof p.price === 'number' && Boolean(p.durationMinutes)

export function toCatalogPackage(p: PackageDoc): CatalogPackage {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    priceCents: toCents(p.price ?? 0),
    durationMinutes: p.durationMinutes ?? 240,
    selfServe: Boolean(p.selfServe),
    bookable: isBookablePackage(p),
    features: (p.features ?? []).map((f) => f.feature),
  }
}

/** An add-on document as the pricing core sees it (the wizard's previews use the same mapping). */
export function toCatalogAddOn(a: AddOnDoc): CatalogAddOn {
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

/** The booking rules staff set in SiteSettings, with the defaults of a fresh site. */
export function toBookingRules(s: SettingsDoc) {
  return {
    minNoticeDays: s.minNoticeDays ?? 7,
    bookingHorizonDays: s.bookingHorizonDays ?? 730,
    depositPercent: s.depositPercent ?? 25,
    discountCapPercent: s.discountCapPercent ?? 95,
    holdMinutes: s.holdMinutes ?? 30,
    waitlistOfferHours: s.waitlistOfferHours ?? 12,
    bufferMinutes: s.bufferMinutes ?? 60,
    maxDriveMinutes: s.maxDriveMinutes ?? 120,
    freeReschedules: s.freeReschedules ?? 1,
    detailsRequestDaysBefore: s.detailsRequestDaysBefore ?? 7,
    detailsReminderDaysBefore: s.detailsReminderDaysBefore ?? 3,
    base: {
      lat: s.baseLocation?.lat ?? 49.8951,
      lon: s.baseLocation?.lon ?? -97.1384,
    } satisfies LatLon,
  }
}
