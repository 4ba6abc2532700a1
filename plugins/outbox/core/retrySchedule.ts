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

/**
 * A mail server's permanent refusal of the address (5xx to RCPT TO: no such mailbox, say).
 * Trying again for a day would change nothing: the message fails at once, and the caller can say so.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown } | null
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0
  return code >= 500 && code < 600 && (e?.command === 'RCPT TO' || e?.code === 'EENVELOPE')
}
