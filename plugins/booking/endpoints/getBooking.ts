import { defineEndpoint } from '@server-kit'

import type { OwnedBookingResponse } from '../contract'
import { bookingErrors } from '../messages'
import { loadCatalog } from '../operations/catalog/loadCatalog'
import { pluginGallery } from '../operations/runtime/pluginIntegrations'
import { readBooking } from '../operations/records/readBooking'
import { documentLinks } from '../presenters/documentLinks'
import { publicBooking } from '../presenters/publicBooking'
import { bookingId } from './bookingId'

/**
 * GET /api/bookings/:id?token= — the owner (token) sees their booking; staff the document. A wrong
 * token, a missing token, a missing booking and an id no row can have all get the same 404.
 */
export const getBookingEndpoint = defineEndpoint({
  path: '/:id',
  method: 'get',
  errors: bookingErrors,
  run: async ({ req, params }) => {
    const id = bookingId(params)
    if (typeof id !== 'number') return id
    const token =
      typeof req.query?.token === 'string'
        ? req.query.token
        : (req.headers.get('x-booking-token') ?? '')
    const found = await readBooking({ req, id, token, depth: Number(req.query?.depth ?? 1) })
    if (!found.ok) return found
    if (found.view === 'staff') return { ok: true, body: found.doc }
    // Whether emails leave the site (SMTP set): the success page promises one only then.
    const emailDelivery = Boolean(req.payload.email) && req.payload.email.name !== 'outbox+none'
    // Its payments say what was taken as the deposit (the success page's money rows).
    const payments = await req.payload.find({
      collection: 'payments',
      where: { booking: { equals: found.booking.id } },
      depth: 0,
      limit: 50,
      pagination: false,
      req,
    })
    const documents = await req.payload.find({
      collection: 'booking-documents',
      where: { booking: { equals: found.booking.id } },
      sort: 'issuedAt',
      depth: 0,
      limit: 100,
      req,
    })
    // The least deposit a booking awaiting its first payment may choose (a phone booking's link).
    const { settings } = await loadCatalog({ req })
    return {
      ok: true,
      body: {
        ...publicBooking(
          found.booking,
          payments.docs,
          await pluginGallery(req.payload)(req, found.booking.id),
        ),
        depositPercent: settings.depositPercent,
        emailDelivery,
        documents: documentLinks(documents.docs),
      } satisfies OwnedBookingResponse,
    }
  },
})
