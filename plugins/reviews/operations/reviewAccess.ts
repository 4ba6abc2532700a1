import type { PayloadRequest } from 'payload'

import { type LinkState, linkState } from '../core/reviewWindow'
import { reviewTokenMatches } from '../keys/reviewToken'
import { findRequest } from './requestRows'

export type ReviewDoc = {
  id: number
  rating: number
  words: string
  firstName?: string | null
  eventType?: string | null
  publishConsent?: boolean | null
  photo?: number | { id: number } | null
  photoPermission?: boolean | null
  submittedAt?: string | null
  status: string
}

export type ReviewAccess =
  | { ok: true; bookingId: number; review: ReviewDoc | null }
  | { ok: false; code: 'link_refused'; why: Exclude<LinkState, 'open'> | 'bad_token' }

/**
 * Who may open a review page: the holder of the booking's signed link, once the request went,
 * until 14 days after the review was first sent (60 days for an unanswered request).
 */
export async function reviewAccess(
  req: PayloadRequest,
  bookingId: number,
  token: string | undefined,
  now: Date,
): Promise<ReviewAccess> {
  if (!Number.isSafeInteger(bookingId) || bookingId < 1 || bookingId > 2 ** 31 - 1)
    return { ok: false, code: 'link_refused', why: 'bad_token' }
  if (!reviewTokenMatches(req.payload.secret, bookingId, token))
    return { ok: false, code: 'link_refused', why: 'bad_token' }
  const row = await findRequest(req, bookingId)
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const review = (docs[0] as ReviewDoc | undefined) ?? null
  const state = linkState(
    {
      sentAt: row?.sentAt ? new Date(row.sentAt) : null,
      submittedAt: review?.submittedAt ? new Date(review.submittedAt) : null,
    },
    now,
  )
  if (state !== 'open') return { ok: false, code: 'link_refused', why: state }
  return { ok: true, bookingId, review }
}
