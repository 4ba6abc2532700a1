import type { Payload } from 'payload'

import { ratingSummary, type RatingSummary } from '../core/ratingSummary'

export type Testimonial = {
  id: number
  rating: number
  words: string
  name: string | null
  eventType: string | null
  reply: string | null
  submittedAt: string
}

export type SiteReviews = { summary: RatingSummary | null; testimonials: Testimonial[] }

/**
 * What the site shows: the published reviews, newest first, and the rating computed from all of
 * them (null with none: the site then shows no rating). Only what the customer chose to show.
 */
export async function publishedReviews(payload: Payload, limit = 6): Promise<SiteReviews> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ status: { equals: 'published' } }, { publishConsent: { equals: true } }] },
    sort: '-submittedAt',
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return {
    summary: ratingSummary(docs.map((d) => d.rating)),
    testimonials: docs.slice(0, limit).map((d) => ({
      id: d.id,
      rating: d.rating,
      words: d.words,
      name: d.firstName ?? null,
      eventType: d.eventType ?? null,
      reply: d.reply ?? null,
      submittedAt: d.submittedAt ?? d.createdAt,
    })),
  }
}
