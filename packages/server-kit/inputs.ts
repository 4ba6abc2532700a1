import { z } from 'zod'

/** Largest id Postgres `integer` columns hold; anything above is "not found", never a 500. */
export const MAX_ID = 2_147_483_647

// NUL bytes break Postgres text columns; lone surrogates are not valid UTF-8 anywhere.
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this refuses
const UNSAFE_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when `value` carries no NUL byte and no lone surrogate. */
export const isSafeText = (value: string) => !UNSAFE_CHARS.test(value)

/** Text as visitors type it: no NUL/lone surrogates, trimmed, at most `max` characters. */
export function safeText(max: number, options: { required?: string; invalid?: string } = {}) {
  const base = z
    .string({ error: options.required ?? options.invalid ?? 'must be text' })
    .max(max * 4, `must be at most ${max} characters`)
    .refine(isSafeText, 'contains characters that are not allowed')
    .trim()
    .max(max, `must be at most ${max} characters`)
  return options.required ? base.min(1, options.required) : base
}

/** Ids as Postgres stores them: whole numbers 1 … 2^31−1 (numeric strings accepted). */
export const safeId = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be positive')
  .max(MAX_ID, 'is not a known id')

/** Parses a route parameter the same way: the id, or null when it cannot name a row. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  if (typeof value === 'string' && !/^\d{1,10}$/.test(value)) return null
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= MAX_ID ? n : null
}

/**
 * A real calendar date as YYYY-MM-DD in a sane range (2000–2999): far-future dates overflow
 * timestamps downstream. The booking horizon (Site Settings) is checked by the operations.
 */
export const calendarDate = z
  .string({ error: 'is required (YYYY-MM-DD)' })
  .regex(/^2\d{3}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v
  }, 'must be a real date')

/** An instant a browser may report (ISO string), or undefined when it is not a sane one. */
export function safeInstant(value: string | undefined): string | undefined {
  if (!value) return undefined
  const t = Date.parse(value)
  if (Number.isNaN(t)) return undefined
  const year = new Date(t).getUTCFullYear()
  return year >= 2000 && year <= 2999 ? new Date(t).toISOString() : undefined
}
