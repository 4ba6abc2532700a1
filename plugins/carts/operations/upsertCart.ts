import type { PayloadRequest } from 'payload'

import { hashCartSecret } from '../keys/cartKeys'
import type { Cart } from '../types'
import { cartSecretMatches } from './cartAccess'

type CartData = Partial<Omit<Cart, 'id' | 'sessionId' | 'secretHash' | 'createdAt' | 'updatedAt'>>

// Payload checks unique fields itself first ('Value must be unique'); the database (23505) catches the rest.
const isUniqueViolation = (error: unknown) => {
  const fieldErrors = (error as { data?: { errors?: { path?: string }[] } })?.data?.errors
  if (fieldErrors?.some((e) => e.path === 'sessionId')) return true
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

export async function findCart({
  req,
  sessionId,
}: {
  req: PayloadRequest
  sessionId: string
}): Promise<Cart | null> {
  const { docs } = await req.payload.find({
    collection: 'carts',
    where: { sessionId: { equals: sessionId } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}

/**
 * Creates or updates the cart of `sessionId` for the holder of its `secret` (null otherwise: the
 * id was not issued by the server, or the cart was handed over by a recovery link). `merge`
 * receives the current cart (or null) so callers can merge partial data. Two first writes racing
 * on the unique sessionId: the loser retries as an update.
 */
export async function upsertCart({
  req,
  sessionId,
  secret,
  merge,
}: {
  req: PayloadRequest
  sessionId: string
  secret: string
  merge: (cart: Cart | null) => CartData
}): Promise<Cart | null> {
  for (let attempt = 0; ; attempt++) {
    const existing = await findCart({ req, sessionId })
    if (!cartSecretMatches(req, sessionId, existing, secret)) return null
    const data = { ...merge(existing), lastActivity: new Date().toISOString() }
    if (existing)
      return req.payload.update({ collection: 'carts', id: existing.id, data, depth: 0, req })
    try {
      return await req.payload.create({
        collection: 'carts',
        data: { sessionId, secretHash: hashCartSecret(secret), ...data },
        depth: 0,
        req,
      })
    } catch (error) {
      if (attempt > 0 || !isUniqueViolation(error)) throw error
    }
  }
}

/** The wizard state saved on a cart so far (an object, whatever was stored before). */
export const savedData = (cart: Cart | null | undefined): Record<string, unknown> =>
  cart?.data && typeof cart.data === 'object' && !Array.isArray(cart.data)
    ? (cart.data as Record<string, unknown>)
    : {}
