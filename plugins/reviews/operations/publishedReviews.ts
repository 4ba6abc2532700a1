import type { Payload } from 'payload'

import { openPhotoIds } from '@galleries/server'
import { relId } from '@kernel'

import { ratingSummary, type RatingSummary } from '../core/ratingSummary'

export type Testimonial = {
  id: number
  rating: number
  words: string
  name: string | null
  eventType: string | null
  reply: string | null
  /** The photo the customer chose (and has the guests' permission for), or null. */
  photo: string | null
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
  const shown = docs.slice(0, limit)
  const photoIds = shown.flatMap((d) =>
    d.photoPermission && relId(d.photo) ? [relId(d.photo)!] : [],
  )
  const open = await openPhotoIds(payload, photoIds)
  return {
    summary: ratingSummary(docs.map((d) => d.rating)),
    testimonials: shown.map((d) => ({
      id: d.id,
      rating: d.rating,
      words: d.words,
      name: d.firstName ?? null,
      eventType: d.eventType ?? null,
      reply: d.reply ?? null,
      photo:
        d.photoPermission && open.has(relId(d.photo) ?? 0)
          ? `/api/testimonial-photo/${d.id}`
          : null,
      submittedAt: d.submittedAt ?? d.createdAt,
    })),
  }
}
