import type { Endpoint } from 'payload'

import { rateLimit, safeInstant } from '@server-kit'
import { json, parseBody } from '@/lib/server/respond'

import { paymentErrorLogSchema } from './paymentSchemas'

/** POST /api/payment-error-log — the browser's payment monitor; bounded and rate limited. */
export const paymentErrorLogEndpoint: Endpoint = {
  path: '/payment-error-log',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit(req, 'payment-error-log', { points: 20, durationSeconds: 600 })
    if (limited) return limited
    const parsed = await parseBody(req, paymentErrorLogSchema)
    if (!parsed.ok) return parsed.response
    const { timestamp, context, ...entry } = parsed.data
    const when = safeInstant(timestamp) ?? new Date().toISOString()
    const boundedContext =
      context === undefined
        ? null
        : JSON.stringify(context).length <= 4000
          ? context
          : { truncated: JSON.stringify(context).slice(0, 4000) }
    const doc = await req.payload.create({
      collection: 'payment-error-logs',
      data: { ...entry, timestamp: when, context: boundedContext as never },
      depth: 0,
      req,
    })
    return json({ received: true, id: doc.id }, 202)
  },
}
