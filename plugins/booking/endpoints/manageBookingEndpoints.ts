import { defineEndpoint, type RateRule } from '@server-kit'
import { moneyOf } from '@kernel'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { bookingActionErrors } from './bookingActionErrors'
import { cancelOwnBooking } from '../operations/cancel/cancelOwnBooking'
import { rescheduleOwnBooking } from '../operations/changes/rescheduleOwnBooking'
import { saveEventDetails } from '../operations/changes/saveEventDetails'
import { bookingId } from './bookingId'
import { eventDetailsSchema, manageRescheduleSchema, manageTokenSchema } from './manageSchemas'

// Per client: enough for a customer changing their mind; a token-guessing script stops quickly.
const limit = (name: string): RateRule & { name: string } => ({
  name,
  points: 20,
  durationSeconds: 600,
})
const idOf = (params: Record<string, string>) => {
  const id = bookingId(params)
  return typeof id === 'number' ? id : 0 // 0 is no booking: the same 404 as a wrong token
}

/** The customer's manage-page actions: the token in the body, one operation each. */
export const manageBookingEndpoints = (gateway: GatewayFactory) => [
  defineEndpoint<typeof manageTokenSchema, BookingActionCode>({
    path: '/:id/manage/cancel',
    method: 'post',
    schema: manageTokenSchema,
    rateLimit: limit('manage-cancel'),
    errors: bookingActionErrors,
    run: async ({ req, data, params }) => {
      const r = await cancelOwnBooking({
        req,
        bookingId: idOf(params),
        token: data.token,
        gateway: gateway(req),
        now: new Date(),
      })
      if (!r.ok) return r
      if ('alreadyCancelled' in r)
        return { ok: true, body: { status: r.booking.status, alreadyCancelled: true } }
      return {
        ok: true,
        body: { status: r.booking.status, refund: moneyOf(r.refundCents), delivery: r.delivery },
      }
    },
  }),
  defineEndpoint<typeof manageRescheduleSchema, BookingActionCode>({
    path: '/:id/manage/reschedule',
    method: 'post',
    schema: manageRescheduleSchema,
    rateLimit: limit('manage-reschedule'),
    errors: bookingActionErrors,
    run: async ({ req, data, params }) => {
      const r = await rescheduleOwnBooking({
        req,
        bookingId: idOf(params),
        token: data.token,
        eventDate: data.eventDate,
        eventTime: data.eventTime,
        version: data.version,
        now: new Date(),
      })
      if (!r.ok) return r
      const { eventDate, eventTime } = r.booking
      return { ok: true, body: { free: r.free, eventDate, eventTime, delivery: r.delivery } }
    },
  }),
  defineEndpoint<typeof eventDetailsSchema, BookingActionCode>({
    path: '/:id/manage/details',
    method: 'post',
    schema: eventDetailsSchema,
    rateLimit: limit('manage-details'),
    errors: bookingActionErrors,
    run: async ({ req, data, params }) => {
      const { token, ...details } = data
      const r = await saveEventDetails({
        req,
        bookingId: idOf(params),
        token,
        details,
        now: new Date(),
      })
      return r.ok ? { ok: true, body: { saved: true } } : r
    },
  }),
]
