import { defineEndpoint } from '@server-kit'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { rescheduleBooking } from '../operations/changes/rescheduleBooking'
import { rotateBookingToken } from '../operations/notify/rotateBookingToken'
import { resendConfirmation } from '../operations/notify/resendConfirmation'
import { sendPaymentLink } from '../operations/notify/sendPaymentLink'
import { bookingId, staffCommon, staffContext } from './staffCommon'
import { staffCreateEndpoint } from './staffCreateEndpoint'
import { staffMoneyEndpoints } from './staffMoneyEndpoints'
import { rescheduleSchema } from './staffSchemas'
import type { EmailDelivery } from '@outbox/server'

/** Staff booking actions (admin only through a staff session): each calls one operation. */
/** What became of the email and the link it carried (staff may copy it and text it). */
const emailed = (r: { delivery: EmailDelivery; link: string | null }) => ({
  sent: r.delivery === 'sent',
  delivery: r.delivery,
  link: r.link,
})

export const staffBookingEndpoints = (gateway: GatewayFactory) => [
  staffCreateEndpoint(),
  ...staffMoneyEndpoints(gateway),
  defineEndpoint<typeof rescheduleSchema, BookingActionCode>({
    ...staffCommon,
    path: '/:id/reschedule',
    method: 'post',
    schema: rescheduleSchema,
    run: async ({ req, data, params }) => {
      const r = await rescheduleBooking({
        ...staffContext(req),
        input: { ...data, bookingId: bookingId(params) },
        gateway: gateway(req),
      })
      return r.ok
        ? {
            ok: true,
            body: {
              free: r.free,
              eventDate: r.booking.eventDate,
              eventTime: r.booking.eventTime,
              booths: r.booking.booths,
              delivery: r.delivery,
              link: r.link,
            },
          }
        : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...staffCommon,
    path: '/:id/resend-confirmation',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await resendConfirmation({ ...staffContext(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: emailed(r) } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...staffCommon,
    path: '/:id/new-link',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await rotateBookingToken({ ...staffContext(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: emailed(r) } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...staffCommon,
    path: '/:id/payment-link',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await sendPaymentLink({ ...staffContext(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: emailed(r) } : r
    },
  }),
]
