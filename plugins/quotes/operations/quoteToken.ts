import crypto from 'node:crypto'

import { hashToken, hmac } from '@server-kit'

/**
 * Quote links, like booking links: the database keeps SHA-256(token) and a random nonce; the
 * token is HMAC(server secret, nonce), so a revision's email can send the same link again.
 */
const deriveQuoteToken = (secret: string, nonce: string) => hmac(secret, `quote-access:${nonce}`)

/** A fresh token: give `token` to the customer, store `nonce` and `hash`. */
export function newQuoteToken(secret: string) {
  const nonce = crypto.randomBytes(18).toString('base64url')
  const token = deriveQuoteToken(secret, nonce)
  return { nonce, token, hash: hashToken(token) }
}

/** The quote's token for links in emails, or '' for quotes made before it had a nonce. */
export const quoteTokenFor = (secret: string, quote: { accessTokenNonce?: string | null }) =>
  quote.accessTokenNonce ? deriveQuoteToken(secret, quote.accessTokenNonce) : ''
