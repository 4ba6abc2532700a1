import type { PayloadRequest } from 'payload'

import { tokenMatches } from '@server-kit'

import { hashCartSecret, issuedCartSecret } from '../keys/cartKeys'
import type { Cart } from '../types'

/** The visitor's cart secret travels in a header, never in a URL. */
export const CART_SECRET_HEADER = 'x-cart-secret'

export const cartSecretOf = (req: PayloadRequest) => req.headers.get(CART_SECRET_HEADER) ?? ''

/**
 * True when `given` is this cart's secret: the hash stored on the cart, or (before the first
 * write, or for a cart older than secrets) the one the server issued with the id.
 */
export function cartSecretMatches(
  req: PayloadRequest,
  sessionId: string,
  cart: Pick<Cart, 'secretHash'> | null,
  given: string,
): boolean {
  if (!given) return false
  const expected =
    cart?.secretHash ?? hashCartSecret(issuedCartSecret(req.payload.secret, sessionId))
  return tokenMatches(given, expected)
}
