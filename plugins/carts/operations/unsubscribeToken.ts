import { hmac, safeEqual } from '@server-kit'

/** An unsubscribe link nobody can forge for another visitor's cart. */
export const unsubscribeToken = (sessionId: string, secret: string) =>
  hmac(secret, `cart-unsubscribe:${sessionId}`)

export function unsubscribeTokenMatches(sessionId: string, token: string, secret: string) {
  return safeEqual(token, unsubscribeToken(sessionId, secret))
}
