import type { PayloadRequest } from 'payload'

import { lockBooking, findBooking } from '@booking/server'
import { bookingPhotos } from '@galleries/server'
import { inTransaction } from '@server-kit'

import { isHappy } from '../core/reviewWindow'
import { reviewAccess } from './reviewAccess'
import { tellOwner } from './tellOwner'

export type ReviewInput = {
  rating: number
  words: string
  firstName: string
  eventType: string
  publishConsent: boolean
  /** One photo of their own gallery, with their word that the guests in it agree. */
  photoId: number | null
  photoPermission: boolean
}

export type SubmitResult =
  | { ok: true; reviewId: number; rating: number; ownerAlerted: boolean }
  | { ok: false; code: 'link_refused' | 'photo_refused' }

/**
 * Saves the booking's one review from its signed link (a change within 14 days replaces it and
 * goes back to "new" for the owner to look at again). A review that turns 1 to 3 stars alerts
 * the owner, once per turn, not on every edit.
 */
export async function submitReview(args: {
  req: PayloadRequest
  bookingId: number
  token: string | undefined
  input: ReviewInput
  now?: Date
}): Promise<SubmitResult> {
  const { req, bookingId, token, input, now = new Date() } = args
  return inTransaction(req, async (): Promise<SubmitResult> => {
    await lockBooking(req, bookingId)
    const access = await reviewAccess(req, bookingId, token, now)
    if (!access.ok) return { ok: false, code: 'link_refused' }
    const booking = await findBooking(req, bookingId)
    if (!booking) return { ok: false, code: 'link_refused' }
    if (input.photoId && !(await bookingPhotos(req, bookingId)).includes(input.photoId))
      return { ok: false, code: 'photo_refused' }
    const shownName = input.firstName.trim() || null
    const data = {
      rating: input.rating,
      words: input.words.trim(),
      firstName: shownName,
      eventType: input.eventType.trim() || null,
      publishConsent: input.publishConsent,
      photo: input.photoId,
      photoPermission: Boolean(input.photoId) && input.photoPermission,
      title: `${input.rating} stars · ${shownName ?? booking.firstName} · ${booking.reference}`,
      editedAt: now.toISOString(),
      status: 'new' as const,
      hiddenReason: null,
    }
    const before = access.review
    const saved = before
      ? await req.payload.update({
          collection: 'reviews',
          id: before.id,
          data,
          depth: 0,
          overrideAccess: true,
          req,
        })
      : await req.payload.create({
          collection: 'reviews',
          data: { ...data, booking: bookingId, submittedAt: now.toISOString() },
          depth: 0,
          overrideAccess: true,
          req,
        })
    const turnedUnhappy = !isHappy(input.rating) && (!before || isHappy(before.rating))
    const ownerAlerted = turnedUnhappy
      ? await tellOwner(req, { id: saved.id, rating: input.rating, words: data.words }, booking)
      : false
    return { ok: true, reviewId: saved.id, rating: input.rating, ownerAlerted }
  })
}
