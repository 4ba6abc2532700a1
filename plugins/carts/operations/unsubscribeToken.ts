import crypto from 'node:crypto'

/** An unsubscribe link nobody can forge for another visitor's cart. */
export const unsubscribeToken = (sessionId: string, secret: string) =>
  crypto.createHmac('sha256', secret).update(`cart-unsubscribe:${sessionId}`).digest('base64url')

export function unsubscribeTokenMatches(sessionId: string, token: string, secret: string) {
  const expected = Buffer.from(unsubscribeToken(sessionId, secret))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
