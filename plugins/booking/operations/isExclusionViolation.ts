/** True when a database error (however wrapped by Drizzle/Payload) is PostgreSQL's 23P01. */
export function isExclusionViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    if ((current as { code?: string }).code === '23P01') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
