import 'server-only'

import { isBookablePackage, toBookingRules, toCatalogAddOn } from '@booking/rules'
import { catalogDocuments } from '@booking/server'
import { BUSINESS_TIME_ZONE } from '@kernel/time'

import type { WizardCatalog } from '@/components/wizard/types'
import type { Media } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

// Payload makes media URLs absolute (serverURL); next/image serves same-origin paths only.
const sitePath = (url: string | null | undefined) =>
  url ? (/^https?:\/\//.test(url) ? new URL(url).pathname : url) : null

/** What the wizard needs from the CMS, read as a visitor would, as plain props. */
export async function getWizardCatalog(): Promise<WizardCatalog> {
  const payload = await getPayloadClient()
  const [{ packages, backdrops, addOns }, settings] = await Promise.all([
    catalogDocuments(payload, { depth: 1 }),
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
  ])
  const rules = toBookingRules(settings)
  return {
    packages: packages.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      price: p.price ?? null,
      priceLabel: p.priceLabel ?? null,
      durationMinutes: p.durationMinutes ?? null,
      description: p.description ?? '',
      features: (p.features ?? []).map((f) => f.feature),
      popular: Boolean(p.popular),
      bookable: isBookablePackage(p),
      maxGuests: p.maxGuests ?? null,
    })),
    // What a visitor may see: the backdrops staff left available.
    backdrops: backdrops
      .filter((b) => b.available !== false)
      .map((b) => {
        const image = typeof b.image === 'object' ? (b.image as Media | null) : null
        return {
          id: b.id,
          name: b.name,
          description: b.description ?? '',
          size: b.size,
          imageUrl: sitePath(image?.sizes?.card?.url ?? image?.url),
          imageAlt: image?.alt ?? b.name,
          available: b.available !== false,
        }
      }),
    addOns: addOns.map((a) => ({ ...toCatalogAddOn(a), description: a.description ?? '' })),
    settings: {
      phone: settings.phone,
      email: settings.email,
      minNoticeDays: rules.minNoticeDays,
      bookingHorizonDays: rules.bookingHorizonDays,
      depositPercent: rules.depositPercent,
      timeZone: BUSINESS_TIME_ZONE,
    },
  }
}
