import { defineEndpoint } from '@server-kit'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { bookingErrors } from '../messages'
import { confirmPayment } from '../operations/payments/confirmPayment'
import { confirmSchema } from './paymentSchemas'

/** POST /api/confirm-booking — confirms only what the gateway says was paid; idempotent. */
export const confirmBookingEndpoint = (gateway: GatewayFactory) =>
  defineEndpoint({
    path: '/confirm-booking',
    method: 'post',
    schema: confirmSchema,
    rateLimit: { name: 'confirm-booking', points: 60, durationSeconds: 600 },
    errors: bookingErrors,
    run: async ({ req, data: { bookingId, paymentIntentId } }) => {
      const result = await confirmPayment({
        req,
        intentId: paymentIntentId,
        bookingId,
        now: new Date(),
        gateway: gateway(req),
      })
      // The wire shape has always said which booking status stopped the confirmation.
      if (!result.ok) return { ...result, extra: { status: 'not_confirmed', ...result.extra } }
      const b = result.booking
      return {
        ok: true,
        body: {
          status: 'confirmed',
          bookingId: b.id,
          reference: b.reference,
          alreadyConfirmed: result.alreadyDone,
          ...(result.notice ? { notice: result.notice } : {}),
        },
      }
    },
  })
