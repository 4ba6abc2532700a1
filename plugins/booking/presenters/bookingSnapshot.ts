import type { Backdrop, Media } from '../types'

import type { QuoteSuccess } from '../operations/quoteBooking'

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
