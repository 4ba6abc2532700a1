import { clientKey, defineEndpoint } from '@server-kit'

import { bookingErrors } from '../messages'
import { createBooking } from '../operations/create/createBooking'
import { publicBooking } from '../presenters/publicBooking'
import { BOOKING_RATE_RULES } from './bookingLimits'
import { bookingInput } from './bookingInput'
import { bookingSchema } from './schemas'

/** POST /api/bookings — client-sent amounts (totalAmount, addOnsTotal, ...) are ignored. */
export const createBookingEndpoint = defineEndpoint({
  path: '/',
  method: 'post',
  schema: bookingSchema,
  rateLimit: { name: 'create-booking', ...BOOKING_RATE_RULES['create-booking'] },
  errors: bookingErrors,
  run: async ({ req, data: d }) => {
    const result = await createBooking({
      req,
      now: new Date(),
      input: {
        ...bookingInput(d),
        termsAccepted: d.termsAccepted,
        smsOptIn: d.smsOptIn,
        cartSessionId: d.sessionId,
        clientKey: clientKey(req),
      },
    })
    if (!result.ok) return result
    const body = { ...publicBooking(result.booking), accessToken: result.accessToken }
    return { ok: true, status: 201, body }
  },
})
