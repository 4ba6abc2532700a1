import crypto from 'node:crypto'

// By path: browser bundles reach this file, and the kit's index is server-only.
import { hmac } from '../../../packages/server-kit/hmac'
import { safeEqual } from '../../../packages/server-kit/safeEqual'

/** The secret of a cart id the server issued: only the server can make it, so ids are its own. */
export const issuedCartSecret = (secret: string, sessionId: string) =>
  hmac(secret, `cart-secret:${sessionId}`)

/** What the database keeps of a cart secret (a dump alone opens no cart): the one token hash. */
export { hashToken as hashCartSecret } from '../../../packages/server-kit/tokenHash'

/** A fresh random cart secret (a recovery link hands its cart over with a new one). */
export const newCartSecret = () => crypto.randomBytes(32).toString('base64url')

/** `<sessionId>.<expires, epoch seconds>.<signature>`: the recover= value of a reminder email. */
export function recoveryToken(secret: string, sessionId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000)
  return `${sessionId}.${exp}.${hmac(secret, `cart-recover:${sessionId}.${exp}`)}`
}

/** The cart a recovery token opens, or null when it is forged, malformed or expired. */
export function readRecoveryToken(secret: string, token: string, now: Date): string | null {
  const match = /^([A-Za-z0-9_-]{8,100})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, sessionId, exp, signature] = match
  if (Number(exp) * 1000 < now.getTime()) return null
  return safeEqual(signature, hmac(secret, `cart-recover:${sessionId}.${exp}`)) ? sessionId : null
}
