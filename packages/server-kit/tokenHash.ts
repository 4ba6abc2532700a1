import { createHash } from 'node:crypto'

import { safeEqual } from './safeEqual'

// Tokens are stored only as hashes: a leaked table cannot be replayed as a visitor.
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** Constant-time check of a presented token against the stored hash (booking links, chat). */
export function tokenMatches(given: unknown, storedHash: string | null | undefined): boolean {
  if (typeof given !== 'string' || !given || !storedHash) return false
  return safeEqual(hashToken(given), storedHash)
}
