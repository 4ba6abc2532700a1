import type { PayloadRequest } from 'payload'

import { galleryBySlug } from '@galleries/server'

import { dueFor } from './runReviewRequests'
import { recordOpening } from './requestRows'
import { sendRequest } from './sendRequest'

/**
 * The gallery page was opened by someone other than staff, after "Your gallery is ready" went
 * (the customer, or the guests they shared it with): the review request goes now. The opening is
 * recorded first, so if the send fails here the scheduled pass sends it; parallel openings on
 * several servers send one request (the claim in sendRequest).
 */
export async function noteGalleryOpened(req: PayloadRequest, slug: string, now = new Date()) {
  const gallery = await galleryBySlug(req, slug)
  if (!gallery || gallery.status !== 'active') return { sent: false }
  const { docs } = await req.payload.find({
    collection: 'galleries',
    where: { id: { equals: gallery.id } },
    limit: 1,
    depth: 0,
    req,
  })
  if (!docs[0]?.readyEmailAt) return { sent: false } // no photos announced yet
  await recordOpening(req, gallery.bookingId, now)
  if ((await dueFor(req, gallery.bookingId, now)) !== 'request') return { sent: false }
  const result = await sendRequest({ req, bookingId: gallery.bookingId, kind: 'request', now })
  return { sent: result.ok && result.sent }
}
