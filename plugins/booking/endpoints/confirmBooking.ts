import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { json, parseBody } from '@/lib/server/respond'

import { confirmPayment } from '../operations/confirmPayment'
import { confirmSchema } from './paymentSchemas'

/** POST /api/confirm-booking — confirms only what the gateway says was paid; idempotent. */
export const confirmBookingEndpoint: Endpoint = {
  path: '/confirm-booking',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit(req, 'confirm-booking', { points: 60, durationSeconds: 600 })
    if (limited) return limited
    const parsed = await parseBody(req, confirmSchema)
    if (!parsed.ok) return parsed.response
    const { bookingId, paymentIntentId } = parsed.data
    const result = await confirmPayment({
      req,
      intentId: paymentIntentId,
      bookingId,
      now: new Date(),
    })
    if (!result.ok)
      return json(
        {
          message: result.message,
          status: result.bookingStatus ?? 'not_confirmed',
          errors: [{ message: result.message }],
        },
        result.status,
      )
    const b = result.booking
    return json({
      status: 'confirmed',
      bookingId: b.id,
      reference: b.reference,
      alreadyConfirmed: result.alreadyDone,
    })
  },
}
