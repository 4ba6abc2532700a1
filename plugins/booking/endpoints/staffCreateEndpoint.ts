import { defineEndpoint } from '@server-kit'

import type { BookingActionCode } from '../operations/bookingActionCodes'
import { staffCreateBooking } from '../operations/staffCreateBooking'
import { toSelections } from './schemas'
import { staffCommon, staffContext } from './staffCommon'
import { staffBookingSchema } from './staffSchemas'

/** POST /bookings/staff: a booking staff take by phone or email, then held, paid or linked. */
export const staffCreateEndpoint = () =>
  defineEndpoint<typeof staffBookingSchema, BookingActionCode>({
    ...staffCommon,
    path: '/staff',
    method: 'post',
    schema: staffBookingSchema,
    run: async ({ req, data: d }) => {
      const result = await staffCreateBooking({
        ...staffContext(req),
        input: {
          packageId: d.packageId,
          eventDate: d.eventDate,
          eventTime: d.eventTime,
          selections: toSelections(d.selectedAddOns, d.addOnQuantities),
          address: d.address,
          promoCode: d.promoCode,
          paymentType: d.paymentType,
          backdropId: d.backdropId,
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
          source: d.source,
          then: d.then,
        },
      })
      if (!result.ok) return result
      const { booking, paymentFailure } = result
      return {
        ok: true,
        status: 201,
        body: {
          id: booking.id,
          reference: booking.reference,
          status: booking.status,
          paymentFailure,
        },
      }
    },
  })
