import { createHmac, timingSafeEqual } from 'node:crypto'

/** Addresses compare without case or spaces: one person, one row. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/** Proof that a link came from one of our emails to this address (no session needed). */
export const addressToken = (secret: string, purpose: 'unsubscribe' | 'confirm', email: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${normalEmail(email)}`)
    .digest('base64url')

export function addressTokenMatches(
  secret: string,
  purpose: 'unsubscribe' | 'confirm',
  email: string,
  token: string,
): boolean {
  const expected = Buffer.from(addressToken(secret, purpose, email))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
