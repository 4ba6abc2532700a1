import { randomUUID } from 'node:crypto'

import { defineEndpoint } from '@server-kit'

import { issuedCartSecret } from '../keys/cartKeys'
import { CART_RATE } from './cartRate'

/**
 * POST /api/cart/start → { sessionId, cartSecret }: the server issues cart ids, so no visitor can
 * make another adopt an id they chose. Stores nothing until the first write.
 */
export const startCartEndpoint = defineEndpoint({
  path: '/cart/start',
  method: 'post',
  rateLimit: CART_RATE,
  run: ({ req }) => {
    const sessionId = randomUUID()
    return {
      ok: true,
      status: 201,
      body: { sessionId, cartSecret: issuedCartSecret(req.payload.secret, sessionId) },
    }
  },
})
