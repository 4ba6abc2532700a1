import { defineEndpoint, validationFailure } from '@server-kit'

import { cartErrors } from '../messages'
import { cartSecretMatches, cartSecretOf } from '../operations/cartAccess'
import { findCart } from '../operations/upsertCart'
import type { Cart } from '../types'
import { CART_RATE } from './cartRate'
import { sessionIdSchema } from './schemas'

/** What the visitor's browser reads back of its own cart. */
export const cartBody = (cart: Cart) => ({
  sessionId: cart.sessionId,
  step: cart.step ?? 1,
  data: cart.data ?? {},
  lastActivity: cart.lastActivity,
  recovered: Boolean(cart.recovered),
  converted: Boolean(cart.converted),
})

/** GET /api/cart/abandoned/:sessionId (X-Cart-Secret) → this cart's saved progress only. */
export const abandonedCartEndpoint = defineEndpoint({
  path: '/cart/abandoned/:sessionId',
  method: 'get',
  rateLimit: CART_RATE,
  errors: cartErrors,
  run: async ({ req, params }) => {
    const parsed = sessionIdSchema.safeParse(params.sessionId)
    if (!parsed.success) return validationFailure(parsed.error)
    const cart = await findCart({ req, sessionId: parsed.data })
    // A wrong secret and an unknown cart answer alike: nothing says the id exists.
    if (!cart || !cartSecretMatches(req, cart.sessionId, cart, cartSecretOf(req)))
      return { ok: false, code: 'cart_not_found' }
    return { ok: true, body: cartBody(cart) }
  },
})
