import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { emailSite, renderEmail } from '@email'
import { formatDateLong } from '@kernel'
import { BOOKING_HEADER, KIND_HEADER } from '@outbox/server'

import { bookingOfGallery, galleryUrl, type GalleryRow } from './galleryTypes'

type Kind = 'gallery_ready' | 'gallery_expiring'

/**
 * The gallery's own emails to the customer, through the Outbox like every other: "your gallery
 * is ready" (once, at the first photos) and "download your photos" (7 days before expiry).
 */
export async function sendGalleryEmail(req: PayloadRequest, gallery: GalleryRow, kind: Kind) {
  const booking = bookingOfGallery(gallery, await findBooking(req, gallery.bookingId))
  const site = await emailSite(req)
  const url = galleryUrl(site.siteUrl, gallery.slug)
  const code = gallery.guestCode ? [`Guest code: ${gallery.guestCode}`] : []
  const mail =
    kind === 'gallery_ready'
      ? renderEmail('Your gallery is ready', [
          `Hi ${booking.firstName}, the photos from your event on ${formatDateLong(booking.eventDate)} are online. Share the link with your guests: everyone can view, download and share them.`,
          { link: ['Open your gallery', url] },
          ...code,
          `Photos are kept until ${formatDateLong(gallery.expiresOn)}.`,
          `${site.businessName} · ${site.businessPhone} · ${site.businessEmail}`,
        ])
      : renderEmail('Download your photos: your gallery closes soon', [
          `Hi ${booking.firstName}, your event gallery closes on ${formatDateLong(gallery.expiresOn)}, and its photos are then deleted for good.`,
          { link: ['Download your photos', url] },
          ...code,
          `Need more time? Reply to this email or call us at ${site.businessPhone}.`,
        ])
  await req.payload.sendEmail({
    to: booking.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: site.businessEmail,
    headers: { [BOOKING_HEADER]: String(booking.id), [KIND_HEADER]: kind },
  })
}
