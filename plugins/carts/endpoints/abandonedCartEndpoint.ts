import type { Endpoint } from 'payload'

import { rateLimit } from '@server-kit'
import { errorResponse, json, zodError } from '@/lib/server/respond'
import { findCart } from '../operations/upsertCart'
import { CART_RATE } from './cartRate'
import { sessionIdSchema } from './schemas'

/** GET /api/cart/abandoned/:sessionId → this cart's saved progress only (the id is the secret). */
export const abandonedCartEndpoint: Endpoint = {
  path: '/cart/abandoned/:sessionId',
  method: 'get',
  handler: async (req) => {
    const limited = await rateLimit(req, 'cart', CART_RATE)
    if (limited) return limited
    const parsed = sessionIdSchema.safeParse(req.routeParams?.sessionId)
    if (!parsed.success) return zodError(parsed.error)
    const cart = await findCart({ req, sessionId: parsed.data })
    if (!cart) return errorResponse(404, 'Cart not found.')
    return json({
      sessionId: cart.sessionId,
      step: cart.step ?? 1,
      data: cart.data ?? {},
      lastActivity: cart.lastActivity,
      recovered: Boolean(cart.recovered),
      converted: Boolean(cart.converted),
    })
  },
}
