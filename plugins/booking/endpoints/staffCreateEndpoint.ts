import { defineEndpoint } from '@server-kit'

import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { staffCreateBooking } from '../operations/create/staffCreateBooking'
import { bookingInput } from './bookingInput'
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
          ...bookingInput(d),
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
