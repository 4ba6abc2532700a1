import { createHash } from 'node:crypto'

/**
 * The Google Calendar event id of a booking on one booth: derived, never stored, so a retried
 * write finds its own earlier event (409) instead of adding a second one. Google accepts 5–1024
 * characters of base32hex (a–v, 0–9); hex digits are a subset.
 */
export function calendarEventId(
  bookingId: number,
  booth: string,
  namespace = 'photobooth',
): string {
  return createHash('sha256')
    .update(`${namespace}:booking:${bookingId}:${booth}`)
    .digest('hex')
    .slice(0, 40)
}
