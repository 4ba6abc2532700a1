import type { PayloadRequest } from 'payload'

import { locatePlace, MANITOBA_PLACES, toCatalogAddOn } from '@booking/rules'
import { toCents } from '@kernel'
import { lexicalToText } from '../core/lexicalToText'
import type { KnowledgeContent } from '../core/types'

const all = { limit: 200, depth: 0, pagination: false } as const

/** Everything the assistant may say, read from the CMS (what visitors can see, nothing more). */
export async function loadKnowledgeContent({
  req,
}: {
  req: PayloadRequest
}): Promise<KnowledgeContent> {
  const { payload } = req
  const [faqs, packages, addOns, backdrops, areas, s] = await Promise.all([
    payload.find({ collection: 'faqs', ...all, req, sort: 'order' }),
    payload.find({ collection: 'packages', ...all, req, where: { active: { equals: true } } }),
    payload.find({ collection: 'add-ons', ...all, req, where: { active: { equals: true } } }),
    payload.find({ collection: 'backdrops', ...all, req, where: { available: { equals: true } } }),
    payload.find({ collection: 'service-areas', ...all, req, sort: 'displayOrder' }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
  ])
  return {
    faqs: faqs.docs.map((f) => ({
      id: f.id,
      question: f.question,
      answer: lexicalToText(f.answer),
    })),
    packages: packages.docs.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      selfServe: Boolean(p.selfServe),
      priceCents: typeof p.price === 'number' ? toCents(p.price) : null,
      priceLabel: p.priceLabel ?? null,
      durationMinutes: p.durationMinutes ?? null,
      description: p.description ?? '',
      features: (p.features ?? []).map((f) => f.feature),
      aliases: (p.legacyNames ?? []).map((n) => n.name),
    })),
    addOns: addOns.docs.map((a) => ({ ...toCatalogAddOn(a), description: a.description ?? '' })),
    backdrops: backdrops.docs.map((b) => ({
      id: b.id,
      name: b.name,
      description: b.description ?? '',
      size: b.size ?? '',
    })),
    areas: areas.docs.map((a) => ({
      name: a.name,
      description: a.description ?? '',
      highlights: (a.highlights ?? []).map((h) => h.text),
      driveMinutes: a.driveMinutes ?? null,
      withinWinnipeg: Boolean(locatePlace(a.name, MANITOBA_PLACES)?.withinWinnipeg),
    })),
    settings: {
      businessName: s.businessName,
      phone: s.phone,
      email: s.email,
      hours: s.hours ?? '',
      depositPercent: s.depositPercent ?? 25,
      minNoticeDays: s.minNoticeDays ?? 7,
      baseName: s.baseLocation?.name ?? 'Winnipeg',
      maxDriveMinutes: s.maxDriveMinutes ?? 120,
    },
  }
}
