/** Tries per message before it is marked failed: about a day of backoff, enough for an SMTP outage. */
export const MAX_ATTEMPTS = 30
const FIRST_WAIT_MINUTES = 1
const LONGEST_WAIT_MINUTES = 60

/**
 * When to try a message again after its `attempts`-th failed try at `lastTry`: the wait doubles
 * from a minute up to an hour. Null once the tries are used up.
 */
export function nextAttemptAt(attempts: number, lastTry: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null
  const minutes = Math.min(
    LONGEST_WAIT_MINUTES,
    FIRST_WAIT_MINUTES * 2 ** Math.max(0, attempts - 1),
  )
  return new Date(lastTry.getTime() + minutes * 60_000)
}
