import { defineEndpoint } from '@server-kit'

import { cartErrors } from '../messages'
import { cartSecretOf } from '../operations/cartAccess'
import { recordCustomerInfo } from '../operations/recordCustomerInfo'
import { CART_RATE } from './cartRate'
import { customerInfoSchema } from './schemas'

const customerInfoAt = (path: string) =>
  defineEndpoint({
    path,
    method: 'post',
    schema: customerInfoSchema,
    rateLimit: CART_RATE,
    errors: cartErrors,
    run: async ({ req, data }) => {
      const cart = await recordCustomerInfo({ req, input: data, secret: cartSecretOf(req) })
      if (!cart) return { ok: false, code: 'cart_not_found' }
      return { ok: true, body: { sessionId: cart.sessionId, recorded: true } }
    },
  })

/** POST /api/cart/customer-info and POST /api/customer-info (the spec calls both after step 1). */
export const customerInfoEndpoints = [
  customerInfoAt('/cart/customer-info'),
  customerInfoAt('/customer-info'),
]
