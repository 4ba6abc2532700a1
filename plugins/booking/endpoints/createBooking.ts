import type { Endpoint } from 'payload'

import { errorResponse, json, readJson, zodError } from '@/lib/server/respond'

import { clientKey, errorBody } from '@server-kit'

import { createBooking } from '../operations/createBooking'
import { bookingLimits } from './bookingLimits'
import { publicBooking } from '../operations/publicBooking'
import { bookingSchema, toSelections } from './schemas'

/** POST /api/bookings — client-sent amounts (totalAmount, addOnsTotal, ...) are ignored. */
export const createBookingEndpoint: Omit<Endpoint, 'root'> = {
  path: '/',
  method: 'post',
  handler: async (req) => {
    const limited = await bookingLimits.create(req)
    if (limited) return limited
    const body = await readJson(req)
    if (!body.ok) return body.response
    const parsed = bookingSchema.safeParse(body.data)
    if (!parsed.success) return zodError(parsed.error)
    const d = parsed.data
    const result = await createBooking({
      req,
      now: new Date(),
      input: {
        packageId: d.packageId,
        eventDate: d.eventDate,
        eventTime: d.eventTime,
        selections: toSelections(d.selectedAddOns, d.addOnQuantities),
        address: d.address,
        promoCode: d.promoCode,
        paymentType: d.paymentType,
        backdropId: d.backdropId,
        termsAccepted: d.termsAccepted,
        cartSessionId: d.sessionId,
        clientKey: clientKey(req),
        customer: {
          firstName: d.firstName,
          lastName: d.lastName,
          email: d.email,
          phone: d.phone,
          eventType: d.eventType,
          guestCount: d.guestCount,
          referralSource: d.referralSource,
          notes: d.notes ?? d.specialRequests,
        },
      },
    })
    if (!result.ok && 'code' in result)
      return errorBody(result, { too_many_holds: { status: 429, message: result.message } })
    if (!result.ok) return errorResponse(result.status, result.message, result.field)
    return json({ ...publicBooking(result.booking), accessToken: result.accessToken }, 201)
  },
}
