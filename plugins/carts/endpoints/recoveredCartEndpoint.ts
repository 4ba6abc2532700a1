import { defineEndpoint } from '@server-kit'

import { cartErrors } from '../messages'
import { markCartRecovered } from '../operations/markCartRecovered'
import { CART_RATE } from './cartRate'
import { recoveredSchema } from './schemas'

/** POST /api/cart/recovered {sessionId} */
export const recoveredCartEndpoint = defineEndpoint({
  path: '/cart/recovered',
  method: 'post',
  schema: recoveredSchema,
  rateLimit: CART_RATE,
  errors: cartErrors,
  run: async ({ req, data: { sessionId } }) => {
    if (!(await markCartRecovered({ req, sessionId }))) return { ok: false, code: 'cart_not_found' }
    return { ok: true, body: { sessionId, recovered: true } }
  },
})
