import type { PayloadRequest } from 'payload'

/**
 * The app's one lock order (docs/concurrency.md). Every transaction that takes more than one of
 * these takes them in this order, so two transactions never wait on each other in a circle:
 * the quote's row (accepting, revising or declining a quote), a waitlist date's advisory lock
 * (offering a date's freed booth), the booking's row, the booth-day advisory locks (days
 * ascending), the promo code's row, a new terms version's unique hash (its insert waits for a
 * concurrent one), the document counter rows (receipt, credit note, invoice, quote, agreement),
 * the attendants' user rows (ids ascending). Attendants come last: a reschedule re-checks its crew
 * after its booth days and documents.
 */
export const LOCK_ORDER = [
  'quote',
  'waitlistDate',
  'booking',
  'boothDay',
  'promo',
  'termsVersion',
  'documentCounter',
  'attendant',
] as const
export type LockKind = (typeof LOCK_ORDER)[number]

/** A lock asked for out of order: a programming error that could deadlock under load. */
export class LockOrderError extends Error {
  constructor(kind: LockKind, key: number, after: { kind: LockKind; key: number }) {
    super(`lock order: ${kind} ${key} requested after ${after.kind} ${after.key}`)
    this.name = 'LockOrderError'
  }
}

type Held = { tx: unknown; rank: number; key: number; kind: LockKind }
const held = new WeakMap<PayloadRequest, Held>()

/**
 * Records that the request's transaction takes lock `kind` (with `key`: a booking id, a day
 * number, a counter's kind index) and throws before the SQL runs when it would break the order.
 * Called by each lock's only writer: lockQuote, lockWaitlistDate, lockBooking, lockBoothDays, the promo queries,
 * currentTerms, nextNumber, lockAttendants.
 */
export function claimLock(req: PayloadRequest, kind: LockKind, key = 0): void {
  if (!req.transactionID) return // outside a transaction a lock ends with its statement
  const rank = LOCK_ORDER.indexOf(kind)
  const last = held.get(req)
  if (last && last.tx === req.transactionID) {
    if (rank < last.rank || (rank === last.rank && key < last.key))
      throw new LockOrderError(kind, key, last)
    if (rank === last.rank && key === last.key) return
  }
  held.set(req, { tx: req.transactionID, rank, key, kind })
}
