import type { Endpoint, PayloadHandler } from 'payload'

import { rateLimit } from '@server-kit'
import { json, parseBody } from '@/lib/server/respond'
import { recordCustomerInfo } from '../operations/recordCustomerInfo'
import { CART_RATE } from './cartRate'
import { customerInfoSchema } from './schemas'

const handler: PayloadHandler = async (req) => {
  const limited = await rateLimit(req, 'cart', CART_RATE)
  if (limited) return limited
  const parsed = await parseBody(req, customerInfoSchema)
  if (!parsed.ok) return parsed.response
  const cart = await recordCustomerInfo({ req, input: parsed.data })
  return json({ sessionId: cart.sessionId, recorded: true })
}

/** POST /api/cart/customer-info and POST /api/customer-info (the spec calls both after step 1). */
export const customerInfoEndpoints: Endpoint[] = [
  { path: '/cart/customer-info', method: 'post', handler },
  { path: '/customer-info', method: 'post', handler },
]
