import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'

import { emailSite } from '@email'
import { bookingPhotos } from '@galleries/server'

import { editableUntil } from '../core/reviewWindow'
import { markLinkOpened } from './requestRows'
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
      /** The gallery's photos the customer may choose one of (their ids, oldest first). */
      photos: number[]
      /** ISO instant the review can be changed until, once it was sent. */
      editableUntil: string | null
    }

// A light page: the chooser offers the first photos of a big gallery only.
export const MAX_PHOTOS = 120

/** Everything the review page shows to the holder of the booking's signed link. */
export async function loadReviewPage(
  req: PayloadRequest,
  bookingId: number,
  token: string | undefined,
  now = new Date(),
): Promise<ReviewPageView> {
  const site = await emailSite(req)
  const refused = {
    state: 'refused' as const,
    brand: site.businessName,
    phone: site.businessPhone,
    email: site.businessEmail,
  }
  const access = await reviewAccess(req, bookingId, token, now)
  if (!access.ok) return refused
  const booking = await findBooking(req, bookingId)
  if (!booking) return refused
  await markLinkOpened(req, bookingId, now)
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
    photos: (await bookingPhotos(req, bookingId)).slice(0, MAX_PHOTOS),
    editableUntil: submitted ? editableUntil(new Date(submitted)).toISOString() : null,
  }
}
