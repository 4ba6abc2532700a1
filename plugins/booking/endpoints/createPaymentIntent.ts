import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { errorResponse, json, parseBody } from '@/lib/server/respond'

import { centsToDecimalString } from '../core'
import { createPaymentIntent } from '../operations/createPaymentIntent'
import { publicBooking } from '../operations/publicBooking'
import { createIntentSchema } from './paymentSchemas'

/** POST /api/create-payment-intent — the amount comes from the booking on the server, never from the body. */
export const createPaymentIntentEndpoint: Endpoint = {
  path: '/create-payment-intent',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit(req, 'payment-intent', { points: 40, durationSeconds: 600 })
    if (limited) return limited
    const parsed = await parseBody(req, createIntentSchema)
    if (!parsed.ok) return parsed.response
    const result = await createPaymentIntent({ req, input: parsed.data, now: new Date() })
    if (!result.ok) return errorResponse(result.status, result.message, result.field)
    return json({
      clientSecret: result.clientSecret,
      paymentIntentId: result.paymentIntentId,
      gateway: result.gateway,
      publishableKey: result.publishableKey,
      amount: centsToDecimalString(result.amountCents),
      amountCents: result.amountCents,
      booking: publicBooking(result.booking),
    })
  },
}
