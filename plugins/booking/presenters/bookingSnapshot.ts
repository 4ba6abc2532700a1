import type { Backdrop, Media } from '../types'

import { effectiveAddOnRule, type CatalogAddOn } from '../core'

import type { QuoteSuccess } from '../results'

/** The time a timed add-on covers, for its label: the second booth stays the whole event. */
function coveredMinutes(addOn: CatalogAddOn, q: QuoteSuccess, quantity: number): number | null {
  if (addOn.effect === 'second_booth') return q.timeline.eventMinutes
  if (addOn.effect === 'extend_event' || addOn.effect === 'extend_setup')
    return quantity * (effectiveAddOnRule(addOn, q.pkg).unitMinutes ?? 0) || null
  return null
}

/** What the booking looked like when it was made; later views read this, not the live catalog. */
export function bookingSnapshot(q: QuoteSuccess, backdrop: Backdrop) {
  return {
    package: {
      id: q.pkg.id,
      name: q.pkg.name,
      priceCents: q.pkg.priceCents,
      durationMinutes: q.pkg.durationMinutes,
      features: q.pkg.features,
      selfServe: q.pkg.selfServe,
    },
    addOns: q.quote.lines
      .filter((l) => l.kind === 'addon')
      .map((l) => {
        const addOn = q.catalog.addOns.find((a) => a.id === l.addOnId)
        return {
          id: l.addOnId,
          name: l.label,
          quantity: l.quantity,
          amountCents: l.amountCents,
          slug: addOn?.slug,
          minutes: addOn ? coveredMinutes(addOn, q, l.quantity) : null,
        }
      }),
    backdrop: backdropSnapshot(backdrop),
    lines: q.quote.lines,
    location: q.location,
    timeline: {
      setupStart: q.timeline.setupStart.toISOString(),
      start: q.timeline.start.toISOString(),
      end: q.timeline.end.toISOString(),
      setupMinutes: q.timeline.setupMinutes,
      eventMinutes: q.timeline.eventMinutes,
    },
  }
}

/** The backdrop as the booking shows it (also when a booking change swaps it). */
export function backdropSnapshot(backdrop: Backdrop) {
  const image = typeof backdrop.image === 'object' ? (backdrop.image as Media | null) : null
  return {
    id: backdrop.id,
    name: backdrop.name,
    description: backdrop.description ?? '',
    size: backdrop.size,
    imageUrl: image?.url ?? null,
  }
}

export type BookingSnapshot = ReturnType<typeof bookingSnapshot>
