import crypto from 'node:crypto'

import { hashToken, hmac } from '@server-kit'

/**
 * Booking access tokens. The database keeps only SHA-256(token) (to check a link) and a random
 * nonce; the token itself is HMAC(server secret, nonce), so emails sent later (reminders,
 * receipts) can rebuild the link while a copy of the database alone opens nothing.
 */
// The hash and its constant-time check are the server kit's (chat sessions use the same).
export { hashToken, tokenMatches } from '@server-kit'

export const deriveToken = (secret: string, nonce: string) =>
  hmac(secret, `booking-access:${nonce}`)

/** A fresh token: give `token` to the customer, store `nonce` and `hash`. */
export function newBookingToken(secret: string) {
  const nonce = crypto.randomBytes(18).toString('base64url')
  const token = deriveToken(secret, nonce)
  return { nonce, token, hash: hashToken(token) }
}

/** The booking's token for links in emails, or '' for bookings made before tokens were hashed. */
export const tokenFor = (secret: string, booking: { accessTokenNonce?: string | null }): string =>
  booking.accessTokenNonce ? deriveToken(secret, booking.accessTokenNonce) : ''
