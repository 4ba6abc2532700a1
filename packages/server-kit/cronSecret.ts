import { safeEqual } from './safeEqual'

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
  return safeEqual(header.slice('Bearer '.length), secret)
}
