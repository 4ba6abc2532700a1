import type { Endpoint } from 'payload'

import { rateLimit } from '@/lib/server/rateLimit'

import { json, readJson, zodError } from '../../booking/endpoints/respond'
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
    const body = await readJson(req)
    if (!body.ok) return body.response
    const parsed = cartUpdateSchema.safeParse(body.data)
    if (!parsed.success) return zodError(parsed.error)
    const cart = await updateCart({ req, input: parsed.data })
    return json({ sessionId: cart.sessionId, step: cart.step ?? null, lastActivity: cart.lastActivity })
  },
}
