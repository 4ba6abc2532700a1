// When a booking's review request (and its one reminder) is due. Pure: the clock is an argument.

const HOUR = 3_600_000
/** The request goes this long after "Your gallery is ready", unless the gallery is opened first. */
export const REQUEST_AFTER_READY_MS = 24 * HOUR
/** One reminder this long after the request, when no review came back. */
export const REMINDER_AFTER_MS = 5 * 24 * HOUR

export type RequestFacts = {
  /** The booking still stands (confirmed): never for a cancelled or refunded one. */
  bookingActive: boolean
  readyEmailAt: Date | null
  openedAt: Date | null
  sentAt: Date | null
  reminderSentAt: Date | null
  stoppedAt: Date | null
  reviewed: boolean
}

export type Due = 'request' | 'reminder' | null

/** What to send now: the request (gallery opened, or 24 h after the ready email), the reminder, or nothing. */
export function requestDue(f: RequestFacts, now: Date): Due {
  if (!f.bookingActive || f.stoppedAt || f.reviewed) return null
  if (!f.sentAt) {
    if (f.openedAt) return 'request'
    if (f.readyEmailAt && now.getTime() - f.readyEmailAt.getTime() >= REQUEST_AFTER_READY_MS)
      return 'request'
    return null
  }
  if (f.reminderSentAt) return null
  return now.getTime() - f.sentAt.getTime() >= REMINDER_AFTER_MS ? 'reminder' : null
}
