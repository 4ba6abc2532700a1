import { defineEndpoint } from '@server-kit'

import { bookingErrors } from '../messages'
import { acceptTerms } from '../operations/create/acceptTerms'
import { agreementOf, isTypedSignature, signOwnBooking } from '../operations/create/signAgreement'
import { bookingId } from './bookingId'
import { acceptTermsSchema } from './paymentSchemas'

/**
 * POST /api/bookings/:id/accept-terms: with `signatureName`, the customer signs the agreement
 * (operations/signAgreement); without it, records when the terms were ticked (the wizard).
 */
export const acceptTermsEndpoint = defineEndpoint({
  path: '/:id/accept-terms',
  method: 'post',
  schema: acceptTermsSchema,
  // Per client in Postgres (shared by every server): each signature writes and numbers a document.
  rateLimit: { name: 'accept-terms', points: 20, durationSeconds: 60 },
  errors: bookingErrors,
  run: async ({ req, data, params }) => {
    const id = bookingId(params)
    if (typeof id !== 'number') return id
    if (data.signatureName !== undefined) {
      if (!isTypedSignature(data.signatureName))
        return { ok: false, code: 'signature_required', field: 'signatureName' }
      const signed = await signOwnBooking({
        req,
        bookingId: id,
        token: data.token,
        signatureName: data.signatureName,
        termsHash: data.termsHash ?? '',
        now: new Date(),
      })
      if (!signed.ok) return signed
      const { booking } = signed
      return {
        ok: true,
        body: { termsAcceptedAt: booking.termsAcceptedAt, agreement: agreementOf(booking) },
      }
    }
    const result = await acceptTerms({ req, bookingId: id, token: data.token, now: new Date() })
    return result.ok ? { ok: true, body: { termsAcceptedAt: result.termsAcceptedAt } } : result
  },
})
