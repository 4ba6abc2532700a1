import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { emailSite } from '@email'
import { relId } from '@kernel'

import { galleryAccess } from './galleryAccess'
import { bookingOfGallery } from './galleryTypes'

export type GalleryPhotoView = {
  id: number
  kind: 'photo' | 'gif' | 'video'
  width: number | null
  height: number | null
  thumb: string
  web: string
  original: string
}

export type GalleryView =
  | { state: 'not_found' }
  | { state: 'code_required'; slug: string; brand: string }
  | { state: 'expired'; brand: string; phone: string; email: string; eventName: string }
  | {
      state: 'open'
      slug: string
      brand: string
      eventName: string
      eventDate: string
      expiresOn: string
      photos: GalleryPhotoView[]
    }

/** Everything the gallery page shows, for the holder of its link (and code, when set). */
export async function loadGallery(
  req: PayloadRequest,
  slug: string,
  pass: string | undefined,
): Promise<GalleryView> {
  const access = await galleryAccess(req, slug, pass)
  if (!access.ok && access.code === 'not_found') return { state: 'not_found' }
  const site = await emailSite(req)
  if (!access.ok) return { state: 'code_required', slug, brand: site.businessName }
  const { gallery } = access
  const booking = bookingOfGallery(gallery, await findBooking(req, gallery.bookingId))
  const eventName = `${booking.firstName}'s ${booking.eventType || 'event'}`
  if (gallery.status === 'expired')
    return {
      state: 'expired',
      brand: site.businessName,
      phone: site.businessPhone,
      email: site.businessEmail,
      eventName,
    }
  const { docs } = await req.payload.find({
    collection: 'gallery-photos',
    where: { gallery: { equals: gallery.id } },
    sort: 'createdAt',
    limit: 5000,
    pagination: false,
    depth: 0,
  })
  const base = `/api/galleries/${slug}/photos`
  const photos = docs
    .filter((p) => relId(p.gallery) === gallery.id)
    .map((p) => {
      const sized = Boolean(p.sizesAt)
      return {
        id: p.id,
        kind: p.kind,
        width: p.width ?? null,
        height: p.height ?? null,
        thumb: `${base}/${p.id}/${sized ? 'thumb' : 'original'}`,
        web: `${base}/${p.id}/${sized ? 'web' : 'original'}`,
        original: `${base}/${p.id}/original`,
      }
    })
  return {
    state: 'open',
    slug,
    brand: site.businessName,
    eventName,
    eventDate: booking.eventDate,
    expiresOn: gallery.expiresOn,
    photos,
  }
}
