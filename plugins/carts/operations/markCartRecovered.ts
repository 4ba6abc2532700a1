import type { PayloadRequest } from 'payload'

import { findCart } from './upsertCart'

/** The visitor came back through a recovery link. False when no such cart exists. */
export async function markCartRecovered({
  req,
  sessionId,
}: {
  req: PayloadRequest
  sessionId: string
}): Promise<boolean> {
  const cart = await findCart({ req, sessionId })
  if (!cart) return false
  if (!cart.recovered) {
    await req.payload.update({
      collection: 'carts',
      id: cart.id,
      data: { recovered: true, recoveredAt: new Date().toISOString() },
      depth: 0,
      req,
    })
  }
  return true
}
