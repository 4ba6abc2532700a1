// By path: the kit's index is server-only, and these two files are plain node:crypto.
import { hmac } from '../../../packages/server-kit/hmac'
import { safeEqual } from '../../../packages/server-kit/safeEqual'

/** Addresses compare without case or spaces: one person, one row. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/** Proof that a link came from one of our emails to this address (no session needed). */
export const addressToken = (secret: string, purpose: 'unsubscribe' | 'confirm', email: string) =>
  hmac(secret, `${purpose}:${normalEmail(email)}`)

export function addressTokenMatches(
  secret: string,
  purpose: 'unsubscribe' | 'confirm',
  email: string,
  token: string,
): boolean {
  return safeEqual(token, addressToken(secret, purpose, email))
}
