import crypto from 'node:crypto'

/**
 * Constant-time equality of two secrets given as text. Compares SHA-256 digests, so inputs of
 * different byte lengths (a non-ASCII character) never make timingSafeEqual throw.
 */
export function safeEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given, 'utf8').digest()
  const b = crypto.createHash('sha256').update(expected, 'utf8').digest()
  return crypto.timingSafeEqual(a, b) && given === expected
}
