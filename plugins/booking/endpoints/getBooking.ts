import type { Endpoint } from 'payload'

import { errorResponse, json } from '@/lib/server/respond'

import { checkRole } from '../../../access/checkRole'
import { messages } from '../messages'
import { tokenMatches } from '../operations/findOwnedBooking'
import { publicBooking } from '../operations/publicBooking'

/** GET /api/bookings/:id?token= — the owner (token) sees their booking; others see only that it exists. */
export const getBookingEndpoint: Omit<Endpoint, 'root'> = {
  path: '/:id',
  method: 'get',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0)
      return errorResponse(400, 'Validation error: id: must be a positive whole number', 'id')
    if (checkRole(['admin', 'staff'], req.user)) {
      const doc = await req.payload.findByID({
        collection: 'bookings',
        id,
        req,
        overrideAccess: false,
        disableErrors: true,
        depth: Number(req.query?.depth ?? 1),
      })
      return doc ? json(doc) : errorResponse(404, messages.bookingNotFound)
    }
    const token =
      typeof req.query?.token === 'string'
        ? req.query.token
        : (req.headers.get('x-booking-token') ?? '')
    const { docs } = await req.payload.find({
      collection: 'bookings',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      req,
      showHiddenFields: true,
    })
    const booking = docs[0]
    if (!booking) return errorResponse(404, messages.bookingNotFound)
    if (!tokenMatches(token, booking.accessToken))
      return json({ id: booking.id, status: booking.status })
    return json(publicBooking(booking))
  },
}
