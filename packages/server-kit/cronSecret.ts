import { timingSafeEqual } from 'node:crypto'

/**
 * Serverless mode: a platform's cron calls /api/payload-jobs/run with
 * `Authorization: Bearer <CRON_SECRET>`. Without a configured secret (or one shorter than 16
 * characters) no header is accepted; compared in constant time.
 */
export function bearerMatches(
  header: string | null | undefined,
  secret: string | undefined,
): boolean {
  if (!secret || secret.length < 16 || !header?.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const wanted = Buffer.from(secret)
  return given.length === wanted.length && timingSafeEqual(given, wanted)
}
