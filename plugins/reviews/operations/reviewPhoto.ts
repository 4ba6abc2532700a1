import type { PayloadRequest } from 'payload'

import { bookingPhotoFile } from '@galleries/server'
import { relId } from '@kernel'

import { reviewAccess } from './reviewAccess'

/**
 * A photo of the booking's gallery for the review page's chooser: for the holder of the booking's
 * open review link only (the gallery's own guest code is not asked again: the link is the
 * customer's). Null when refused or not that booking's photo.
 */
export async function reviewPagePhoto(
  req: PayloadRequest,
  bookingId: number,
  photoId: number,
  token: string | undefined,
): Promise<Response | null> {
  const access = await reviewAccess(req, bookingId, token, new Date())
  if (!access.ok) return null
  return bookingPhotoFile(req, bookingId, photoId, 'thumb')
}

/**
 * The photo shown with a published review: only while the review is published, its author agreed
 * to publish it and ticked that the guests agreed; only while the gallery keeps its files.
 */
export async function testimonialPhoto(
  req: PayloadRequest,
  reviewId: number,
): Promise<Response | null> {
  const review = await req.payload.findByID({
    collection: 'reviews',
    id: reviewId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!review || review.status !== 'published' || !review.publishConsent) return null
  const photoId = relId(review.photo)
  if (!photoId || !review.photoPermission) return null
  return bookingPhotoFile(req, relId(review.booking)!, photoId, 'web')
}
