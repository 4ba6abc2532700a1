import type { Endpoint } from 'payload'

import { parseId } from '@server-kit'
import { errorResponse, json } from '@/lib/server/respond'

import { checkRole } from '../../../access/checkRole'
import { messages } from '../messages'
import { tokenMatches } from '../operations/findOwnedBooking'
import { publicBooking } from '../operations/publicBooking'

/**
 * GET /api/bookings/:id?token= — the owner (token) sees their booking. A wrong token, a missing
 * token, a missing booking and an id no row can have all get the same 404: ids reveal nothing.
 */
export const getBookingEndpoint: Omit<Endpoint, 'root'> = {
  path: '/:id',
  method: 'get',
  handler: async (req) => {
    const notFound = () => errorResponse(404, messages.bookingNotFound)
    const id = parseId(req.routeParams?.id)
    if (id === null) return notFound()
    if (checkRole(['admin', 'staff'], req.user)) {
      const depth = Math.min(Math.max(Math.trunc(Number(req.query?.depth ?? 1)) || 0, 0), 2)
      const doc = await req.payload.findByID({
        collection: 'bookings',
        id,
        req,
        overrideAccess: false,
        disableErrors: true,
        depth,
      })
      return doc ? json(doc) : notFound()
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
    if (!booking || !tokenMatches(token, booking.accessToken)) return notFound()
    return json(publicBooking(booking))
  },
}
