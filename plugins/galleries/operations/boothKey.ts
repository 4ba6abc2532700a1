import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { hasRole, siteOrigin, type Failure } from '@server-kit'

import { uploadKeyLastDay } from '../core/galleryDates'
import { uploadKeyFor } from '../keys/gallerySecrets'
import { ensureGallery } from './ensureGallery'

/**
 * The booth's upload key for the event's staff and its attendant (an accepted crew assignment on
 * this booking): the key, where to send photos, and its last day. Anyone else: not found.
 */
export async function boothKey(req: PayloadRequest, bookingId: number) {
  const none: Failure<'not_found'> = { ok: false, code: 'not_found' }
  if (!hasRole(req.user, ['admin', 'staff'])) {
    if (!req.user || !hasRole(req.user, ['attendant'])) return none
    const { totalDocs } = await req.payload.count({
      collection: 'crew-assignments',
      where: {
        booking: { equals: bookingId },
        attendant: { equals: req.user.id },
        status: { equals: 'accepted' },
      },
    })
    if (!totalDocs) return none
  }
  const booking = await findBooking(req, bookingId)
  if (!booking) return none
  const gallery = await ensureGallery(req, booking)
  return {
    ok: true as const,
    body: {
      uploadKey: uploadKeyFor(req.payload.secret, bookingId, gallery.slug),
      uploadUrl: `${siteOrigin()}/api/bookings/${bookingId}/gallery/photos`,
      uploadKeyLastDay: uploadKeyLastDay(booking.eventDate),
    },
  }
}
