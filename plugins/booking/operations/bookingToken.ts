import crypto from 'node:crypto'

/**
 * Booking access tokens. The database keeps only SHA-256(token) (to check a link) and a random
 * nonce; the token itself is HMAC(server secret, nonce), so emails sent later (reminders,
 * receipts) can rebuild the link while a copy of the database alone opens nothing.
 */
export const hashToken = (token: string) =>
  crypto.createHash('sha256').update(token, 'utf8').digest('hex')

export const deriveToken = (secret: string, nonce: string) =>
  crypto.createHmac('sha256', secret).update(`booking-access:${nonce}`).digest('base64url')

/** A fresh token: give `token` to the customer, store `nonce` and `hash`. */
export function newBookingToken(secret: string) {
  const nonce = crypto.randomBytes(18).toString('base64url')
  const token = deriveToken(secret, nonce)
  return { nonce, token, hash: hashToken(token) }
}

/** The booking's token for links in emails, or '' for bookings made before tokens were hashed. */
export const tokenFor = (secret: string, booking: { accessTokenNonce?: string | null }): string =>
  booking.accessTokenNonce ? deriveToken(secret, booking.accessTokenNonce) : ''

/** Constant-time equality of two strings (compares their SHA-256, so lengths never leak). */
export function safeEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  return crypto.timingSafeEqual(a, b) && given.length === expected.length
}

/** True when `given` is the token whose hash is stored. */
export function tokenMatches(given: unknown, storedHash: string | null | undefined): boolean {
  if (typeof given !== 'string' || !given || !storedHash) return false
  const a = Buffer.from(hashToken(given), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && crypto.timingSafeEqual(a, b)
}
