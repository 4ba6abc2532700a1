import type { PayloadRequest } from 'payload'

import { isConfirmed } from '../../core'
import { bookingIcs } from '../../email/bookingIcs'
import { toEmailBooking } from '../../email/toEmailBooking'
import { documentLinks, type DocumentLink } from '../../presenters/documentLinks'
import { managedBooking, type ManagedBooking } from '../../presenters/managedBooking'
import { findOwnedBooking } from './findOwnedBooking'
import { loadCatalog } from '../catalog/loadCatalog'
import { emailSite } from '@email'
import { pluginGallery } from '../runtime/pluginIntegrations'

export type ManagedBookingResult =
  { ok: true; view: ManagedBooking; ics: string | null; documents: DocumentLink[] } | { ok: false }

/**
 * The manage page's data, only for the holder of the booking's token: a wrong or missing token
 * and an unknown id give the same empty answer, so the page reveals nothing.
 */
export async function loadManagedBooking(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  now: Date
}): Promise<ManagedBookingResult> {
  const { req, bookingId, token, now } = args
  if (!token || !Number.isSafeInteger(bookingId) || bookingId < 1) return { ok: false }
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return { ok: false }
  const booking = owned.booking
  const [{ settings }, payments, site, documents, gallery] = await Promise.all([
    loadCatalog({ req }),
    req.payload.find({
      collection: 'payments',
      where: { booking: { equals: booking.id } },
      sort: 'createdAt',
      limit: 50,
      depth: 0,
      req,
    }),
    emailSite(req),
    req.payload.find({
      collection: 'booking-documents',
      where: { booking: { equals: booking.id } },
      sort: 'issuedAt',
      limit: 100,
      depth: 0,
      req,
    }),
    pluginGallery(req.payload)(req, booking.id),
  ])
  const view = managedBooking({
    booking,
    payments: payments.docs,
    settings,
    phone: site.businessPhone,
    now,
    gallery,
  })
  const calendar = view.canGiveDetails && isConfirmed(booking.status)
  const ics = calendar ? bookingIcs(toEmailBooking(booking, site.siteUrl, token), site) : null
  return { ok: true, view, ics, documents: documentLinks(documents.docs) }
}
