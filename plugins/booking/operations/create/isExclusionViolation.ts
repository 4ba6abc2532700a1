import { sqlStateOf } from '@server-kit'

export { sqlStateOf }

/** True when a database error is PostgreSQL's 23P01 (an exclusion constraint refused a row). */
export const isExclusionViolation = (error: unknown): boolean => sqlStateOf(error) === '23P01'

/**
 * True when this transaction lost a booth to a concurrent one: 23P01, or 40P01, because two
 * inserts into an exclusion index at the same moment can each wait for the other and PostgreSQL
 * then aborts one as a deadlock (its documentation on exclusion constraints). Both may retry.
 */
export const isBoothContention = (error: unknown): boolean => {
  const state = sqlStateOf(error)
  return state === '23P01' || state === '40P01'
}
