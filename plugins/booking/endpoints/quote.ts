import { defineEndpoint } from '@server-kit'

import { bookingErrors } from '../messages'
import { quoteBooking } from '../operations/create/quoteBooking'
import { quoteBody } from '../presenters/quoteBody'
import { BOOKING_RATE_RULES } from './bookingLimits'
import { quoteSchema, toSelections } from './schemas'

/** POST /api/quote */
export const quoteEndpoint = defineEndpoint({
  path: '/quote',
  method: 'post',
  schema: quoteSchema,
  rateLimit: { name: 'quote', ...BOOKING_RATE_RULES.quote },
  errors: bookingErrors,
  run: async ({ req, data }) => {
    const { selectedAddOns, addOnQuantities, ...rest } = data
    const result = await quoteBooking({
      req,
      now: new Date(),
      input: { ...rest, selections: toSelections(selectedAddOns, addOnQuantities) },
    })
    return result.ok ? { ok: true, body: quoteBody(result) } : result
  },
})
