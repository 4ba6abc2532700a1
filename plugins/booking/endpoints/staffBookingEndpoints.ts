import { defineEndpoint } from '@server-kit'
import type { PayloadRequest } from 'payload'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { staffActor } from '../operations/actor'
import type { BookingActionCode } from '../operations/bookingActionCodes'
import { bookingActionErrors } from './bookingActionErrors'
import { cancelBooking } from '../operations/cancelBooking'
import { cancellationTerms } from '../operations/cancellationTerms'
import { recordOfflinePayment } from '../operations/recordOfflinePayment'
import { rescheduleBooking } from '../operations/rescheduleBooking'
import { rotateBookingToken } from '../operations/rotateBookingToken'
import { resendConfirmation } from '../operations/resendConfirmation'
import { sendPaymentLink } from '../operations/sendPaymentLink'
import { staffCreateBooking } from '../operations/staffCreateBooking'
import { toSelections } from './schemas'
import {
  cancelSchema,
  offlinePaymentSchema,
  rescheduleSchema,
  staffBookingSchema,
} from './staffSchemas'

const common = { auth: 'staff' as const, errors: bookingActionErrors }
const bookingId = (params: Record<string, string>) => Number(params.id) || 0
const ctx = (req: PayloadRequest) => ({ req, actor: staffActor(req), now: new Date() })

/** Staff booking actions (admin only through a staff session): each calls one operation. */
export const staffBookingEndpoints = (gateway: GatewayFactory) => [
  defineEndpoint<typeof staffBookingSchema, BookingActionCode>({
    ...common,
    path: '/staff',
    method: 'post',
    schema: staffBookingSchema,
    run: async ({ req, data: d }) => {
      const result = await staffCreateBooking({
        ...ctx(req),
        input: {
          packageId: d.packageId,
          eventDate: d.eventDate,
          eventTime: d.eventTime,
          selections: toSelections(d.selectedAddOns, d.addOnQuantities),
          address: d.address,
          promoCode: d.promoCode,
          paymentType: d.paymentType,
          backdropId: d.backdropId,
          customer: {
            firstName: d.firstName,
            lastName: d.lastName,
            email: d.email,
            phone: d.phone,
            eventType: d.eventType,
            guestCount: d.guestCount,
            referralSource: d.referralSource,
            notes: d.notes ?? d.specialRequests,
          },
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
  }),
  defineEndpoint<typeof offlinePaymentSchema, BookingActionCode>({
    ...common,
    path: '/:id/payments',
    method: 'post',
    schema: offlinePaymentSchema,
    run: async ({ req, data, params }) => {
      const r = await recordOfflinePayment({
        ...ctx(req),
        gateway: gateway(req),
        input: { ...data, bookingId: bookingId(params) },
      })
      return r.ok ? { ok: true, body: { status: r.booking.status, confirmed: r.confirmed } } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...common,
    path: '/:id/cancellation',
    method: 'get',
    run: async ({ req, params }) => {
      const r = await cancellationTerms({ req, bookingId: bookingId(params), now: new Date() })
      if (!r.ok) return r
      return { ok: true, body: { today: r.today, netPaidCents: r.netPaidCents, ...r.policy } }
    },
  }),
  defineEndpoint<typeof cancelSchema, BookingActionCode>({
    ...common,
    path: '/:id/cancel',
    method: 'post',
    schema: cancelSchema,
    run: async ({ req, data, params }) => {
      const r = await cancelBooking({
        ...ctx(req),
        gateway: gateway(req),
        input: {
          bookingId: bookingId(params),
          override:
            data.refundCents === undefined
              ? undefined
              : { refundCents: data.refundCents, reason: data.reason ?? '' },
        },
      })
      if (!r.ok) return r
      return {
        ok: true,
        body: {
          status: r.booking.status,
          refundCents: r.refundCents,
          offlineRefundCents: r.offlineRefundCents,
        },
      }
    },
  }),
  defineEndpoint<typeof rescheduleSchema, BookingActionCode>({
    ...common,
    path: '/:id/reschedule',
    method: 'post',
    schema: rescheduleSchema,
    run: async ({ req, data, params }) => {
      const r = await rescheduleBooking({
        ...ctx(req),
        input: { ...data, bookingId: bookingId(params) },
      })
      return r.ok
        ? {
            ok: true,
            body: {
              free: r.free,
              eventDate: r.booking.eventDate,
              eventTime: r.booking.eventTime,
              booths: r.booking.booths,
            },
          }
        : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...common,
    path: '/:id/resend-confirmation',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await resendConfirmation({ ...ctx(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: { sent: r.sent } } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...common,
    path: '/:id/new-link',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await rotateBookingToken({ ...ctx(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: { sent: r.sent } } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...common,
    path: '/:id/payment-link',
    method: 'post',
    run: async ({ req, params }) => {
      const r = await sendPaymentLink({ ...ctx(req), bookingId: bookingId(params) })
      return r.ok ? { ok: true, body: { sent: true } } : r
    },
  }),
]
