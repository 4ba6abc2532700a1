import { createLocalReq } from 'payload'

import { reviewToken } from '../../plugins/reviews/keys/reviewToken'
import { dateInDays } from './booking'
import { bookingWithGallery, jpeg, sql, uploadPhoto } from './galleries'
import { fileDays } from './fileDays'
import { readMails } from './mailCapture'
import { testPayload } from './payload'
import { phoneBooking, type StaffApi } from './staff'

export const reviewDays = fileDays('issue54')
const paid = { action: 'offline_payment', method: 'etransfer', amountCents: 29900 }

/** A confirmed (paid) phone booking on day `n` of this block. */
export const confirmedBooking = (staff: StaffApi, n: number, eventTime = '09:00') =>
  phoneBooking(staff, { eventDate: reviewDays.date(n), eventTime }, paid)

/** A confirmed booking with its gallery and one photo ("Your gallery is ready" has gone). */
export async function deliveredGallery(staff: StaffApi, n: number, eventTime = '09:00') {
  const booking = await confirmedBooking(staff, n, eventTime)
  const res = await staff.get(`/bookings/${booking.id}/gallery`)
  const slug = ((await res.json()) as { url: string }).url.split('/gallery/')[1]
  const up = await uploadPhoto(booking.id, await jpeg(5400 + booking.id), staff.headers)
  if (up.status !== 201) throw new Error(`upload: ${up.status}`)
  return { booking, slug }
}

export const localReq = async () => createLocalReq({}, await testPayload())

export const tokenOf = async (bookingId: number) =>
  reviewToken((await testPayload()).secret, bookingId)

/** The review emails that reached `to`. */
export const reviewMails = (to: string, subject: RegExp) =>
  readMails().filter((m) => m.to.includes(to) && subject.test(m.subject))

export const REQUEST = /^How was your/
export const REMINDER = /^A reminder: your review/

export { bookingWithGallery, dateInDays, sql }
