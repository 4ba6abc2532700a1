import type { PayloadRequest } from 'payload'

import { emailSite } from '@email'

import { editableUntil } from '../core/reviewWindow'
import { reviewAccess, type ReviewDoc } from './reviewAccess'

export type ReviewPageView =
  | { state: 'refused'; brand: string; phone: string; email: string }
  | {
      state: 'open'
      brand: string
      bookingId: number
      firstName: string
      eventType: string | null
      eventDate: string
      googleReviewUrl: string | null
      review: ReviewDoc | null
      /** ISO instant the review can be changed until, once it was sent. */
      editableUntil: string | null
    }

/** Everything the review page shows to the holder of the booking's signed link. */
export async function loadReviewPage(
  req: PayloadRequest,
  bookingId: number,
  token: string | undefined,
  now = new Date(),
): Promise<ReviewPageView> {
  const site = await emailSite(req)
  const access = await reviewAccess(req, bookingId, token, now)
  if (!access.ok)
    return {
      state: 'refused',
      brand: site.businessName,
      phone: site.businessPhone,
      email: site.businessEmail,
    }
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
  })
  const submitted = access.review?.submittedAt
  return {
    state: 'open',
    brand: site.businessName,
    bookingId,
    firstName: booking.firstName,
    eventType: booking.eventType ?? null,
    eventDate: booking.eventDate,
    googleReviewUrl: site.reviewUrl ?? null,
    review: access.review,
    editableUntil: submitted ? editableUntil(new Date(submitted)).toISOString() : null,
  }
}
