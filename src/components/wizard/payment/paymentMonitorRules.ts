// The payment monitor's rules (info spec, constants): pure, so they are tested without a browser.

/** Entries kept in this browser's log. */
export const MAX_ENTRIES = 50
/** What counts as a recent error, by default. */
export const RECENT_WINDOW_MINUTES = 60

// "payment" (PaymentIntent, payment_intent, …) or the card provider (Stripe, Stripe.js).
const PAYMENT_WORDS = /payment|stripe/i

/** The text of whatever a promise was rejected with: an Error, a string or any value. */
export function reasonText(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}\n${reason.stack ?? ''}`
  if (typeof reason === 'string') return reason
  try {
    return JSON.stringify(reason) ?? String(reason)
  } catch {
    return String(reason)
  }
}

/** An unhandled rejection is the monitor's business only when it mentions payment or Stripe. */
export const mentionsPayment = (reason: unknown) => PAYMENT_WORDS.test(reasonText(reason))

/** The log with one more entry, the oldest dropped beyond `max`. */
export const keepLatest = <T>(list: readonly T[], entry: T, max = MAX_ENTRIES): T[] =>
  [...list, entry].slice(-max)

/** Entries from the last `minutes` before `now` (unreadable timestamps are not recent). */
export function recentEntries<T extends { timestamp: string }>(
  list: readonly T[],
  now: Date,
  minutes = RECENT_WINDOW_MINUTES,
): T[] {
  const since = now.getTime() - minutes * 60_000
  return list.filter((e) => {
    const at = Date.parse(e.timestamp)
    return Number.isFinite(at) && at >= since && at <= now.getTime()
  })
}

/** The stored log, or an empty one when it is missing or not a list. */
export function parseLog<T>(raw: string | null): T[] {
  try {
    const value = JSON.parse(raw ?? '[]')
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}
