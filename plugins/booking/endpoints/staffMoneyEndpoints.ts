import { defineEndpoint } from '@server-kit'
import { moneyOf } from '@kernel'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'
import { cancelBooking } from '../operations/cancel/cancelBooking'
import { cancellationTerms } from '../operations/cancel/cancellationTerms'
import { recordOfflinePayment } from '../operations/payments/recordOfflinePayment'
import { bookingId, staffCommon, staffContext } from './staffCommon'
import { cancelSchema, offlinePaymentSchema } from './staffSchemas'

/** Staff actions that move money: an offline payment, the cancellation terms, a cancel. */
export const staffMoneyEndpoints = (gateway: GatewayFactory) => [
  defineEndpoint<typeof offlinePaymentSchema, BookingActionCode>({
    ...staffCommon,
    path: '/:id/payments',
    method: 'post',
    schema: offlinePaymentSchema,
    run: async ({ req, data, params }) => {
      const r = await recordOfflinePayment({
        ...staffContext(req),
        gateway: gateway(req),
        input: { ...data, bookingId: bookingId(params) },
      })
      return r.ok ? { ok: true, body: { status: r.booking.status, confirmed: r.confirmed } } : r
    },
  }),
  defineEndpoint<undefined, BookingActionCode>({
    ...staffCommon,
    path: '/:id/cancellation',
    method: 'get',
    run: async ({ req, params }) => {
      const r = await cancellationTerms({ req, bookingId: bookingId(params), now: new Date() })
      if (!r.ok) return r
      return {
        ok: true,
        body: {
          today: r.today,
          daysBefore: r.policy.daysBefore,
          refundPercent: r.policy.refundPercent,
          refund: moneyOf(r.policy.refundCents),
          netPaid: moneyOf(r.netPaidCents),
        },
      }
    },
  }),
  defineEndpoint<typeof cancelSchema, BookingActionCode>({
    ...staffCommon,
    path: '/:id/cancel',
    method: 'post',
    schema: cancelSchema,
    run: async ({ req, data, params }) => {
      const r = await cancelBooking({
        ...staffContext(req),
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
          refund: moneyOf(r.refundCents),
          offlineRefund: moneyOf(r.offlineRefundCents),
          delivery: r.delivery,
          link: r.link,
        },
      }
    },
  }),
]
