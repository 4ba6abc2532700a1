import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

import { BOOKING_STATUS, followUpDue, followUpWindow, type FollowUp } from '../../core'
import { todayInZone } from '@kernel/time'
import type { Booking } from '../../types'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import { loadCatalog } from '../catalog/loadCatalog'
import { notifyBooking } from './notifyBooking'
import { textCustomer } from './textCustomer'
import { detailsRequestText } from '../../core/customerTexts'

// One column per email; claimed in SQL before sending so two runs (or servers) send it once.
const CLAIM = {
  details_request: (id: number, at: string) =>
    sql`UPDATE bookings SET details_request_sent_at = ${at} WHERE id = ${id} AND details_request_sent_at IS NULL AND status = 'confirmed' RETURNING id`,
  details_reminder: (id: number, at: string) =>
    sql`UPDATE bookings SET details_reminder_sent_at = ${at} WHERE id = ${id} AND details_reminder_sent_at IS NULL AND status = 'confirmed' RETURNING id`,
  thank_you: (id: number, at: string) =>
    sql`UPDATE bookings SET thank_you_sent_at = ${at} WHERE id = ${id} AND thank_you_sent_at IS NULL AND status = 'confirmed' RETURNING id`,
}
const FIELD = {
  details_request: 'detailsRequestSentAt',
  details_reminder: 'detailsReminderSentAt',
  thank_you: 'thankYouSentAt',
} as const
const ACTION = {
  details_request: 'Event details requested',
  details_reminder: 'Event details reminder sent',
  thank_you: 'Thank-you sent',
}

/**
 * The daily follow-ups: the event-details request (7 days before), one reminder (3 days before)
 * while details are missing, and the thank-you with gallery and review links the day after.
 * Each is claimed before it is sent; a failed send gives the claim back for the next run.
 */
export async function sendFollowUps({ req, now }: { req: PayloadRequest; now: Date }) {
  const { settings } = await loadCatalog({ req })
  const today = todayInZone(now, settings.timeZone)
  const day = (at: string | null | undefined) =>
    at ? todayInZone(new Date(at), settings.timeZone) : null
  const window = followUpWindow(today, settings.detailsRequestDaysBefore)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: BOOKING_STATUS.confirmed } },
        { eventDate: { greater_than_equal: window.from } },
        { eventDate: { less_than_equal: window.to } },
      ],
    },
    limit: 500,
    depth: 0,
    req,
  })
  const sent: Record<FollowUp, number> = { details_request: 0, details_reminder: 0, thank_you: 0 }
  for (const booking of docs) {
    const due = followUpDue({
      today,
      eventDate: booking.eventDate,
      status: booking.status,
      detailsGiven: Boolean(booking.eventDetails?.submittedAt),
      requestSentOn: day(booking.detailsRequestSentAt),
      reminderSentOn: day(booking.detailsReminderSentAt),
      thankYouSentOn: day(booking.thankYouSentAt),
      requestDaysBefore: settings.detailsRequestDaysBefore,
      reminderDaysBefore: settings.detailsReminderDaysBefore,
    })
    if (due && (await sendOnce(req, booking, due, now))) sent[due]++
  }
  return sent
}

async function sendOnce(req: PayloadRequest, booking: Booking, due: FollowUp, now: Date) {
  const db = await transactionDb(req)
  const claimed = await db.execute(CLAIM[due](booking.id, now.toISOString()))
  if (claimed.rows.length === 0) return false // another run got here first
  const ok = await notifyBooking({ req, booking, event: due })
  const fresh = await req.payload.findByID({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    req,
  })
  if (ok && due === 'details_request')
    await textCustomer(req, booking, {
      kind: due,
      text: detailsRequestText,
      dedupeKey: `details_request:${booking.id}:${booking.eventDate}`,
    })
  if (ok)
    await updateBookingWithHistory({
      req,
      booking: fresh,
      entry: {
        actor: { kind: 'system', name: 'follow-up job' },
        now,
        action: ACTION[due],
        note: `to ${booking.email}`,
      },
    })
  else
    await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      req,
      data: { [FIELD[due]]: null },
    })
  return ok
}
