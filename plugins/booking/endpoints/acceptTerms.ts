import type { Endpoint } from 'payload'

import { parseId } from '@server-kit'
import { errorResponse, json, parseBody } from '@/lib/server/respond'

import { messages } from '../messages'
import { findOwnedBooking } from '../operations/findOwnedBooking'
import { acceptTermsSchema } from './paymentSchemas'

export const TERMS_VERSION = '2025-01-03'

/** POST /api/bookings/:id/accept-terms — records when the customer accepted the terms. */
export const acceptTermsEndpoint: Omit<Endpoint, 'root'> = {
  path: '/:id/accept-terms',
  method: 'post',
  handler: async (req) => {
    const bookingId = parseId(req.routeParams?.id)
    if (bookingId === null) return errorResponse(404, messages.bookingNotFound)
    const parsed = await parseBody(req, acceptTermsSchema)
    if (!parsed.ok) return parsed.response
    const owned = await findOwnedBooking({ req, bookingId, token: parsed.data.token })
    if (!owned.ok) return errorResponse(owned.status, owned.message)
    const termsAcceptedAt = owned.booking.termsAcceptedAt ?? new Date().toISOString()
    await req.payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { termsAcceptedAt, termsVersion: parsed.data.termsVersion ?? TERMS_VERSION },
      depth: 0,
      req,
    })
    return json({ termsAcceptedAt })
  },
}
