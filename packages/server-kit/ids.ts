/** Largest id Postgres `integer` columns hold; anything above is "not found", never a 500. */
export const MAX_ID = 2_147_483_647

// NUL bytes break Postgres text columns; lone surrogates are not valid UTF-8 anywhere.
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this refuses
const UNSAFE_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when `value` carries no NUL byte and no lone surrogate. */
export const isSafeText = (value: string) => !UNSAFE_CHARS.test(value)

/**
 * The one id parser of every route, path and body alike: a positive decimal integer that fits
 * Postgres `integer`, as a JSON number or as digits only. Hex, exponents, spaces, signs, leading
 * zeros, arrays and booleans name no row: null.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'string' && !/^[1-9]\d{0,9}$/.test(value)) return null
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const n = Number(value)
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null
}
