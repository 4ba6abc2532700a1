/** The SQLSTATE of a database error, however wrapped by Drizzle/Payload. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 6; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/**
 * PostgreSQL aborted the transaction to break a lock cycle (40P01) or a serialization conflict
 * (40001): nothing of it was written, and running it again usually succeeds.
 */
export const isLockConflict = (error: unknown): boolean => {
  const state = sqlStateOf(error)
  return state === '40P01' || state === '40001'
}
