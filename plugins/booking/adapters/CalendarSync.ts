import type { Payload, PayloadRequest } from 'payload'

import type { Interval } from '../core'

/** Busy time on each booth's own calendar over a range, or why there is none to use. */
export type CalendarBusy =
  | { status: 'not_connected' }
  | { status: 'unreachable'; detail: string }
  | { status: 'ok'; busy: Record<string, Interval[]> }

/**
 * The booths' outside calendars (DESIGN: `CalendarSync`, Google Calendar when connected).
 * Reads happen outside any transaction; writes are only queued (a job with retries) inside the
 * caller's transaction, so a slow or absent calendar never holds a database connection.
 */
export interface CalendarSync {
  readonly name: string
  busyTimes(args: { payload: Payload; around: Interval }): Promise<CalendarBusy>
  /** A booking's status, time or booths changed: bring its events (and sheet row) in line. */
  bookingChanged(args: {
    req: PayloadRequest
    bookingId: number
    status: string
    previousStatus?: string
  }): Promise<void>
}

/** The default: no calendar connected; the site's own reservations are the only truth. */
export const notConnectedCalendar: CalendarSync = {
  name: 'not connected',
  busyTimes: async () => ({ status: 'not_connected' }),
  bookingChanged: async () => {},
}
