import { defineEndpoint } from '@server-kit'

import { bookingErrors } from '../messages'
import { acceptAddendum } from '../operations/changes/recordAddendum'
import { isTypedSignature } from '../operations/create/signAgreement'
import { addendumViews } from '../presenters/addenda'
import { bookingId } from './bookingId'
import { acceptAddendumSchema } from './paymentSchemas'

/**
 * POST /api/bookings/:id/accept-addendum: the booking's owner (its token) accepts a numbered
 * addendum to their agreement by typing their name; the name and the time are recorded.
 */
export const acceptAddendumEndpoint = defineEndpoint({
  path: '/:id/accept-addendum',
  method: 'post',
  schema: acceptAddendumSchema,
  // Per client in Postgres (shared by every server), like the signature itself.
  rateLimit: { name: 'accept-addendum', points: 20, durationSeconds: 60 },
  errors: bookingErrors,
  run: async ({ req, data, params }) => {
    const id = bookingId(params)
    if (typeof id !== 'number') return id
    if (!isTypedSignature(data.signatureName))
      return { ok: false, code: 'signature_required', field: 'signatureName' }
    const done = await acceptAddendum({
      req,
      bookingId: id,
      token: data.token,
      number: data.number,
      signatureName: data.signatureName,
      now: new Date(),
    })
    if (!done.ok) return done
    const addendum = addendumViews(done.booking).find((a) => a.number === data.number)
    return { ok: true, body: { addendum } }
  },
})
