import { defineEndpoint, parseId } from '@server-kit'
import { loadCatalog } from '@booking/server'

import { quoteErrors, type QuoteErrorCode } from '../messages'
import { offerNow } from '../operations/offerNow'
import { waitlistByDate } from '../operations/waitlistByDate'
import { offerNowSchema } from '../schemas'

/** POST /api/waitlist/:id/offer (staff) `{ time }`: "Offer now", a 12-hour hold and an email
 * (`delivery`: what became of it). */
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
    return {
      ok: true,
      body: {
        id,
        status,
        offeredTime,
        offerExpiresAt,
        bookingId: booking,
        delivery: made.delivery,
      },
    }
  },
})

/** GET /api/waitlist/dates (staff): each upcoming date's line, in words, for the admin. */
export const waitlistDatesEndpoint = defineEndpoint<never, QuoteErrorCode>({
  path: '/waitlist/dates',
  method: 'get',
  auth: 'staff',
  errors: quoteErrors,
  run: async ({ req }) => ({
    ok: true,
    body: {
      dates: await waitlistByDate({ req, now: new Date() }),
      offerHours: (await loadCatalog({ req })).settings.waitlistOfferHours,
    },
  }),
})
