import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { errorResponse, json, parseBody } from '@/lib/server/respond'
import { markCartRecovered } from '../operations/markCartRecovered'
import { CART_RATE } from './cartRate'
import { recoveredSchema } from './schemas'

/** POST /api/cart/recovered {sessionId} */
export const recoveredCartEndpoint: Endpoint = {
  path: '/cart/recovered',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit(req, 'cart', CART_RATE)
    if (limited) return limited
    const parsed = await parseBody(req, recoveredSchema)
    if (!parsed.ok) return parsed.response
    if (!(await markCartRecovered({ req, sessionId: parsed.data.sessionId })))
      return errorResponse(404, 'Cart not found.')
    return json({ sessionId: parsed.data.sessionId, recovered: true })
  },
}
