import { createHash, timingSafeEqual } from 'node:crypto'

// Tokens are stored only as hashes: a leaked table cannot be replayed as a visitor.
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Constant-time check of a presented token against the stored hash. */
export function tokenMatches(
  token: string | null | undefined,
  storedHash: string | null | undefined,
) {
  if (!token || !storedHash) return false
  const a = Buffer.from(hashToken(token), 'hex')
  const b = Buffer.from(storedHash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
