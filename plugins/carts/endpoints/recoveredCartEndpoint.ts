import { defineEndpoint } from '@server-kit'

import { cartErrors } from '../messages'
import { cartSecretMatches, cartSecretOf } from '../operations/cartAccess'
import { markCartRecovered } from '../operations/markCartRecovered'
import { redeemRecoveryLink } from '../operations/redeemRecoveryLink'
import { findCart } from '../operations/upsertCart'
import { cartBody } from './abandonedCartEndpoint'
import { CART_RATE } from './cartRate'
import { recoveredSchema } from './schemas'

/**
 * POST /api/cart/recovered: { recover } (a reminder's link, once) → the cart with a new secret;
 * or { sessionId } with X-Cart-Secret → marks the visitor's own cart recovered.
 */
export const recoveredCartEndpoint = defineEndpoint({
  path: '/cart/recovered',
  method: 'post',
  schema: recoveredSchema,
  rateLimit: CART_RATE,
  errors: cartErrors,
  run: async ({ req, data }) => {
    if ('recover' in data) {
      const r = await redeemRecoveryLink({ req, token: data.recover, now: new Date() })
      if (!r.ok) return r
      return { ok: true, body: { ...cartBody(r.cart), cartSecret: r.cartSecret } }
    }
    const { sessionId } = data
    const cart = await findCart({ req, sessionId })
    if (!cart || !cartSecretMatches(req, sessionId, cart, cartSecretOf(req)))
      return { ok: false, code: 'cart_not_found' }
    await markCartRecovered({ req, sessionId })
    return { ok: true, body: { sessionId, recovered: true } }
  },
})
