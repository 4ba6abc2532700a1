import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'
import { findBooking } from '@booking/server'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { googleStatusCode } from '../adapters/googleClients'
import { calendarEventBody, wantedBooths } from '../calendar/calendarEvent'
import { calendarEventId } from '../calendar/calendarEventId'
import { toCalendarBooking } from './bookingForCalendar'
import { invalidateBusyTimes } from './googleBusyTimes'
import { withGoogle } from './withGoogle'

const BOOTHS = ['booth1', 'booth2'] as const

export type SyncResult =
  { ok: true; written: string[]; removed: string[] } | { ok: true; skipped: string }

/**
 * Brings a booking's events in line with the booking (idempotent, so the job may run it again):
 * a confirmed booking has one event per booth it holds, under a derived id, so a retry that
 * finds its event already there (409) updates it instead of adding another; every other booth,
 * and every booth of a booking no longer confirmed, has none. Throws on failure (the job retries).
 */
export async function syncBookingCalendar(
  req: PayloadRequest,
  bookingId: number,
): Promise<SyncResult> {
  const { payload } = req
  const doc = await findBooking(req, bookingId)
  if (!doc) return { ok: true, skipped: 'booking deleted' }
  const booking = toCalendarBooking(doc)
  const wanted = wantedBooths(doc.status, (doc.booths ?? []) as string[])
  const adminUrl = `${siteOrigin()}/admin/collections/bookings/${doc.id}`
  const result = await withGoogle(payload, async ({ calendar, settings }) => {
    const written: string[] = []
    const removed: string[] = []
    for (const booth of BOOTHS) {
      const calendarId = settings.calendars[booth]
      const eventId = calendarEventId(doc.id, booth)
      if (wanted.includes(booth)) {
        const requestBody = calendarEventBody({
          booking,
          booth,
          timeZone: BUSINESS_TIME_ZONE,
          adminUrl,
        })
        try {
          await calendar.events.insert({ calendarId, requestBody })
        } catch (error) {
          if (googleStatusCode(error) !== 409) throw error
          await calendar.events.update({ calendarId, eventId, requestBody })
        }
        written.push(booth)
      } else {
        try {
          await calendar.events.delete({ calendarId, eventId })
          removed.push(booth)
        } catch (error) {
          if (![404, 410].includes(googleStatusCode(error))) throw error
        }
      }
    }
    return { written, removed }
  })
  if (!result.ok) {
    if (result.code === 'google_not_connected' || result.code === 'google_not_configured')
      return { ok: true, skipped: result.detail }
    throw new Error(`Calendar sync of booking ${bookingId} failed: ${result.detail}`)
  }
  invalidateBusyTimes()
  return { ok: true, ...result.value }
}
