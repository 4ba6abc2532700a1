import { isSafeText, parseId } from './ids'

/** True when the request carries a body (a declared length, or a streamed one). */
const hasBody = (headers: Headers) =>
  Number(headers.get('content-length') ?? 0) > 0 || headers.has('transfer-encoding')

/**
 * A JSON endpoint reads only `application/json`. Anything else (text/plain, form encodings) is
 * what a foreign page can send without a CORS preflight, so it is refused (415), never parsed.
 */
export function isJsonOrEmpty(headers: Headers, alsoAllow: RegExp[] = []): boolean {
  const type = (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!type) return !hasBody(headers)
  return type === 'application/json' || alsoAllow.some((re) => re.test(type))
}

/** The path of the first string (or key) with a NUL byte or a lone surrogate, or null. */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path || 'body'
  if (!value || typeof value !== 'object' || depth > 40) return null
  for (const [key, child] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key
    if (!isSafeText(key)) return at
    const found = findUnsafeText(child, at, depth + 1)
    if (found) return found
  }
  return null
}

/**
 * Route parameters that name a row (`id`, `bookingId`, ...) and are written in digits must fit
 * the database's integer ids: 99999999999 names nothing (404), it must never reach PostgreSQL.
 */
export function hasImpossibleId(params: Record<string, unknown>): boolean {
  return Object.entries(params).some(
    ([name, value]) =>
      (name === 'id' || name.endsWith('Id')) &&
      typeof value === 'string' &&
      /^\d+$/.test(value) &&
      parseId(value) === null,
  )
}
