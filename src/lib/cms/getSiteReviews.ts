import { cache } from 'react'

import { publishedReviews } from '@reviews/server'

import { getPayloadClient } from './getPayloadClient'

/** Cached per request: the hero, the testimonials and the JSON-LD read the same reviews. */
export const getSiteReviews = cache(async () => publishedReviews(await getPayloadClient()))
