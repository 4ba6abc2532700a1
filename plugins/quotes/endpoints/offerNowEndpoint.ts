import { defineEndpoint, parseId } from '@server-kit'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { offerNow } from '../operations/offerNow'
import { offerNowSchema } from '../schemas'

/** POST /api/waitlist/:id/offer (staff) `{ time }`: "Offer now", a 12-hour hold and an email. */
export const offerNowEndpoint = defineEndpoint<typeof offerNowSchema, QuoteErrorCode>({
  path: '/waitlist/:id/offer',
  method: 'post',
  auth: 'staff',
  schema: offerNowSchema,
  errors: quoteErrors,
  run: async ({ req, data, params }) => {
    const id = parseId(params.id)
    if (!id) return { ok: false, code: 'waitlist_entry_unknown' }
    const made = await offerNow({ req, id, time: data.time, now: new Date() })
    if (!made.ok) return made
    const { status, offeredTime, offerExpiresAt, booking } = made.entry
    return { ok: true, body: { id, status, offeredTime, offerExpiresAt, bookingId: booking } }
  },
})
