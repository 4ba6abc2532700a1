import { defineEndpoint } from '@server-kit'

import { bookingErrors } from '../messages'
import { acceptTerms } from '../operations/acceptTerms'
import { bookingId } from './bookingId'
import { acceptTermsSchema } from './paymentSchemas'

/** POST /api/bookings/:id/accept-terms — records when the customer accepted the terms. */
export const acceptTermsEndpoint = defineEndpoint({
  path: '/:id/accept-terms',
  method: 'post',
  schema: acceptTermsSchema,
  errors: bookingErrors,
  run: async ({ req, data, params }) => {
    const id = bookingId(params)
    if (typeof id !== 'number') return id
    const result = await acceptTerms({ req, bookingId: id, token: data.token, now: new Date() })
    return result.ok ? { ok: true, body: { termsAcceptedAt: result.termsAcceptedAt } } : result
  },
})
