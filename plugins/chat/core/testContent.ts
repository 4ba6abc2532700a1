// The seeded catalog as the assistant sees it, for specs (no Payload, no database).
import { addOns } from '../../../src/seed/data/addOns'
import { backdrops } from '../../../src/seed/data/backdrops'
import { faqs } from '../../../src/seed/data/faqs'
import { packages } from '../../../src/seed/data/packages'
import { serviceAreas } from '../../../src/seed/data/serviceAreas'
import { siteSettings } from '../../../src/seed/data/siteSettings'
import { locatePlace, MANITOBA_PLACES } from '@booking/rules'
import { toCents } from '@kernel'
import type { KnowledgeContent } from './types'

const packageId = (slug: string) => packages.findIndex((p) => p.slug === slug) + 1

export const testContent: KnowledgeContent = {
  faqs: faqs.map((f, i) => ({
    id: i + 1,
    question: f.question,
    answer: f.answer.replace(/\*\*/g, ''),
  })),
  packages: packages.map((p, i) => ({
    id: i + 1,
    name: p.name,
    slug: p.slug,
    selfServe: p.selfServe,
    priceCents: p.price === null ? null : toCents(p.price),
    priceLabel: p.priceLabel,
    durationMinutes: p.durationMinutes,
    description: p.description,
    features: p.features,
    aliases: p.legacyNames,
  })),
  addOns: addOns.map((a, i) => ({
    id: i + 1,
    name: a.name,
    slug: a.slug,
    effect: a.effect,
    pricingRule: a.pricingRule,
    minQuantity: a.minQuantity,
    maxQuantity: a.maxQuantity,
    priceCents: toCents(a.price),
    unitMinutes: a.unitMinutes,
    leadTimeDays: a.leadTimeDays,
    description: a.description,
    overrides: a.overrides.map((o) => ({
      packageId: packageId(o.packageSlug),
      notOffered: o.notOffered,
      pricingRule: o.pricingRule ?? null,
      priceCents: o.price === undefined ? null : toCents(o.price),
      unitMinutes: o.unitMinutes ?? null,
    })),
  })),
  backdrops: backdrops.map((b, i) => ({
    id: i + 1,
    name: b.name,
    description: b.description,
    size: b.size,
  })),
  areas: serviceAreas.map((a) => ({
    name: a.name,
    description: a.description,
    highlights: a.highlights,
    driveMinutes: a.driveMinutes,
    withinWinnipeg: Boolean(locatePlace(a.name, MANITOBA_PLACES)?.withinWinnipeg),
  })),
  settings: {
    businessName: siteSettings.businessName,
    phone: siteSettings.phone,
    email: siteSettings.email,
    hours: siteSettings.hours,
    depositPercent: siteSettings.depositPercent,
    minNoticeDays: siteSettings.minNoticeDays,
    baseName: siteSettings.baseLocation.name,
    maxDriveMinutes: siteSettings.maxDriveMinutes,
  },
}
