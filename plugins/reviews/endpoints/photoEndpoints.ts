import type { Endpoint } from 'payload'

import { defineEndpoint, parseId } from '@server-kit'

import { reviewErrors } from '../messages'
import { reviewPagePhoto, testimonialPhoto } from '../operations/reviewPhoto'

const notFound = { ok: false as const, code: 'not_found' as const }
const read = { name: 'review-photo', points: 600, durationSeconds: 60 }

/** The photos of the review page's chooser (signed link) and of published testimonials. */
export const reviewPhotoEndpoints: Endpoint[] = [
  defineEndpoint({
    path: '/review-photo/:booking/:photo',
    method: 'get',
    rateLimit: read,
    errors: reviewErrors,
    run: async ({ req, params }) => {
      const token = new URL(req.url ?? '', 'http://x').searchParams.get('token') ?? undefined
      const file = await reviewPagePhoto(
        req,
        parseId(params.booking) ?? 0,
        parseId(params.photo) ?? 0,
        token,
      )
      return file ?? notFound
    },
  }),
  defineEndpoint({
    path: '/testimonial-photo/:id',
    method: 'get',
    rateLimit: read,
    errors: reviewErrors,
    run: async ({ req, params }) =>
      (await testimonialPhoto(req, parseId(params.id) ?? 0)) ?? notFound,
  }),
]
