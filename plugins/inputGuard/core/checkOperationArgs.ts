import { findUnsafeText } from '../../../packages/server-kit/requestGuards'
import { parseId } from '../../../packages/server-kit/inputs'

/** Why an operation's arguments cannot reach the database: a 404 or a 400 with its message. */
export type ArgsProblem = { status: 400 | 404; message: string } | null

/** How a `where` key's values are stored: numeric row ids, or anything else. */
export type FieldKind = (name: string) => 'id' | 'other'

const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

const idValues = (operator: string, value: unknown): unknown[] => {
  const list = Array.isArray(value) ? value : [value]
  return LIST_OPERATORS.has(operator)
    ? list.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
    : list
}

const isIdValue = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === '' ||
  parseId(typeof v === 'string' ? v.trim() : v) !== null

/** The first `where` condition on an id that no row can match ('abc', 2147483648), or null. */
function badIdCondition(where: unknown, kind: FieldKind, depth = 0): string | null {
  if (!where || typeof where !== 'object' || depth > 20) return null
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      for (const part of Array.isArray(condition) ? condition : [condition]) {
        const bad = badIdCondition(part, kind, depth + 1)
        if (bad) return bad
      }
      continue
    }
    if (kind(key) !== 'id' || !condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (operator === 'exists') continue
      if (!idValues(operator, value).every(isIdValue)) return key
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
  const badId = badIdCondition(args.where, kind)
  if (badId) return { status: 400, message: `where.${badId}: must be a valid id` }
  return null
}
