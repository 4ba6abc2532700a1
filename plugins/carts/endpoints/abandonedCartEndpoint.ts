import { defineEndpoint, validationFailure } from '@server-kit'

import { cartErrors } from '../messages'
import { findCart } from '../operations/upsertCart'
import { CART_RATE } from './cartRate'
import { sessionIdSchema } from './schemas'

/** GET /api/cart/abandoned/:sessionId → this cart's saved progress only (the id is the secret). */
export const abandonedCartEndpoint = defineEndpoint({
  path: '/cart/abandoned/:sessionId',
  method: 'get',
  rateLimit: CART_RATE,
  errors: cartErrors,
  run: async ({ req, params }) => {
    const parsed = sessionIdSchema.safeParse(params.sessionId)
    if (!parsed.success) return validationFailure(parsed.error)
    const cart = await findCart({ req, sessionId: parsed.data })
    if (!cart) return { ok: false, code: 'cart_not_found' }
    return {
      ok: true,
      body: {
        sessionId: cart.sessionId,
        step: cart.step ?? 1,
        data: cart.data ?? {},
        lastActivity: cart.lastActivity,
        recovered: Boolean(cart.recovered),
        converted: Boolean(cart.converted),
      },
    }
  },
})
