import { defineEndpoint } from '@server-kit'

import { cartErrors } from '../messages'
import { cartSecretOf } from '../operations/cartAccess'
import { updateCart } from '../operations/updateCart'
import { CART_RATE } from './cartRate'
import { cartUpdateSchema } from './schemas'

/** POST /api/cart/update {sessionId, step, ...partial booking fields, totalCents?} (X-Cart-Secret) */
export const updateCartEndpoint = defineEndpoint({
  path: '/cart/update',
  method: 'post',
  schema: cartUpdateSchema,
  rateLimit: CART_RATE,
  errors: cartErrors,
  run: async ({ req, data }) => {
    const cart = await updateCart({ req, input: data, secret: cartSecretOf(req) })
    if (!cart) return { ok: false, code: 'cart_not_found' }
    const body = {
      sessionId: cart.sessionId,
      step: cart.step ?? null,
      lastActivity: cart.lastActivity,
    }
    return { ok: true, body }
  },
})
