import { defineEndpoint } from '@server-kit'

import { updateCart } from '../operations/updateCart'
import { CART_RATE } from './cartRate'
import { cartUpdateSchema } from './schemas'

/** POST /api/cart/update {sessionId, step, ...partial booking fields, totalAmount?} */
export const updateCartEndpoint = defineEndpoint({
  path: '/cart/update',
  method: 'post',
  schema: cartUpdateSchema,
  rateLimit: CART_RATE,
  run: async ({ req, data }) => {
    const cart = await updateCart({ req, input: data })
    const body = {
      sessionId: cart.sessionId,
      step: cart.step ?? null,
      lastActivity: cart.lastActivity,
    }
    return { ok: true, body }
  },
})
