// By path: core/ stays pure, and the kit's index loads the database helpers.
import { parseId } from '../../../packages/server-kit/ids'
import { findUnsafeText } from '../../../packages/server-kit/requestGuards'
/** Why an operation's arguments cannot reach the database: a 404 or a 400 with its message. */
export type ArgsProblem = { status: 400 | 404; message: string } | null

/**
 * How a `where` key's values are stored: numeric row ids, text, an enum (its options), another
 * non-text value (a date or number: Payload already turns a bad one into no match), or unknown.
 */
export type FieldInfo = {
  kind: 'id' | 'text' | 'select' | 'date' | 'value' | 'other'
  options?: string[]
}
export type FieldKind = (name: string) => FieldInfo

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
// PostgreSQL matches patterns on text only: `like` on a date, number, id or enum is an error.
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

const idValues = (operator: string, value: unknown): unknown[] => {
  const list = Array.isArray(value) ? value : [value]
  return LIST_OPERATORS.has(operator)
    ? list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    : list
}

// An empty string is no id either: Payload turns it into NaN for `in` (a 500).
const isIdValue = (v: unknown) =>
  v === null || v === undefined || parseId(typeof v === 'string' ? v.trim() : v) !== null

const isStorableDate = (v: unknown) => {
  if (v === null || v === undefined || v === '') return true
  if (typeof v !== 'string' && typeof v !== 'number') return false
  const year = new Date(v).getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** Why one condition cannot reach PostgreSQL, or null. */
function conditionProblem(field: FieldInfo, operator: string, value: unknown): string | null {
  if (operator === 'exists') return null
  if (TEXT_OPERATORS.has(operator) && field.kind !== 'text' && field.kind !== 'other')
    // PostgreSQL has no `ilike` for dates, numbers, ids or enums.
    return 'cannot be searched as text'
  if (field.kind === 'id' && !idValues(operator, value).every(isIdValue))
    return 'must be a valid id'
  // PostgreSQL's timestamps refuse years JavaScript writes as '+275760-09-13T00:00:00.000Z'.
  if (field.kind === 'date' && !idValues(operator, value).every(isStorableDate))
    return 'must be a date between the years 1 and 9999'
  // An enum compares only with its own values, whatever the operator (`>` too).
  if (field.kind === 'select') {
    const known = idValues(operator, value).every(
      (v) => v === null || v === undefined || field.options?.includes(String(v)),
    )
    if (!known) return 'is not one of its options'
  }
  return null
}

/** The first `where` condition no row can match or PostgreSQL cannot run, or null. */
function badCondition(where: unknown, kind: FieldKind, depth = 0): string | null {
  if (!where || typeof where !== 'object' || depth > 20) return null
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      for (const part of Array.isArray(condition) ? condition : [condition]) {
        const bad = badCondition(part, kind, depth + 1)
        if (bad) return bad
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = kind(key)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      const problem = conditionProblem(field, operator, value)
      if (problem) return `${key}: ${problem}`
    }
  }
  return null
}

/**
 * Checks a Payload operation's arguments before the database sees them: PostgreSQL answers
 * 'abc' or 2147483648 for an integer id, or a NUL byte in text, with an error (a 500). Pure.
 */
export function checkOperationArgs(
  args: { id?: unknown; where?: unknown; data?: unknown },
  kind: FieldKind,
): ArgsProblem {
  if (args.id !== undefined && args.id !== null && !isIdValue(args.id))
    return { status: 404, message: 'Not Found' }
  const unsafe = findUnsafeText(args.where, 'where') ?? findUnsafeText(args.data, 'data')
  if (unsafe) return { status: 400, message: `${unsafe}: contains characters that are not allowed` }
  const bad = badCondition(args.where, kind)
  if (bad) return { status: 400, message: `where.${bad}` }
  return null
}
