import { z } from 'zod'

import { isSafeText, parseId } from './ids'

// The id and text checks live apart (ids.ts), so pure code can use them without zod.
export { MAX_ID, isSafeText, parseId } from './ids'

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

/** Ids in bodies, through the same parser (numeric strings of digits accepted, nothing else). */
export const safeId = z.unknown().transform((value, ctx) => {
  const id = parseId(value)
  if (id === null) ctx.addIssue({ code: 'custom', message: 'must be a positive whole number id' })
  return id ?? z.NEVER
})

/** A whole number in a body: a JSON number, never a string, array or hex text. */
export const jsonInt = (min: number, max: number, what = 'a whole number') =>
  z
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)

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
