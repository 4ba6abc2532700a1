import type { PayloadRequest } from 'payload'

import { locatePlace, MANITOBA_PLACES, toCatalogAddOn } from '@booking/rules'
import { catalogDocuments } from '@booking/server'
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
  const [faqs, { packages, addOns, backdrops }, areas, s] = await Promise.all([
    payload.find({ collection: 'faqs', ...all, req, sort: 'order' }),
    catalogDocuments(payload),
    payload.find({ collection: 'service-areas', ...all, req, sort: 'displayOrder' }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
  ])
  return {
    faqs: faqs.docs.map((f) => ({
      id: f.id,
      question: f.question,
      answer: lexicalToText(f.answer),
    })),
    packages: packages.map((p) => ({
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
    addOns: addOns.map((a) => ({ ...toCatalogAddOn(a), description: a.description ?? '' })),
    // What visitors can see: the backdrops staff left available.
    backdrops: backdrops
      .filter((b) => b.available)
      .map((b) => ({
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
