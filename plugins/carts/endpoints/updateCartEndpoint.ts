import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { json, parseBody } from '@/lib/server/respond'
import { updateCart } from '../operations/updateCart'
import { CART_RATE } from './cartRate'
import { cartUpdateSchema } from './schemas'

/** POST /api/cart/update {sessionId, step, ...partial booking fields, totalAmount?} */
export const updateCartEndpoint: Endpoint = {
  path: '/cart/update',
  method: 'post',
  handler: async (req) => {
    const limited = await rateLimit(req, 'cart', CART_RATE)
    if (limited) return limited
    const parsed = await parseBody(req, cartUpdateSchema)
    if (!parsed.ok) return parsed.response
    const cart = await updateCart({ req, input: parsed.data })
    return json({
      sessionId: cart.sessionId,
      step: cart.step ?? null,
      lastActivity: cart.lastActivity,
    })
  },
}
