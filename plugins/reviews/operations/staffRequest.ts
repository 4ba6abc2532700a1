import type { PayloadRequest } from 'payload'

import { lockBooking, staffActor, updateBookingWithHistory, findBooking } from '@booking/server'
import { inTransaction, type Failure } from '@server-kit'

import { findRequest } from './requestRows'
import { recordStop } from './requestRows'
import { sendRequest } from './sendRequest'

/** The booking workspace's Review section: what was sent, stopped or written. */
export type StaffReviewRequest = {
  bookingStatus: string
  openedAt: string | null
  sentAt: string | null
  sentVia: string | null
  reminderSentAt: string | null
  stoppedAt: string | null
  stoppedBy: string | null
  review: { id: number; rating: number; status: string } | null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null)

export async function staffRequest(
  req: PayloadRequest,
  bookingId: number,
): Promise<{ ok: true; body: StaffReviewRequest } | Failure<'not_found'>> {
  const booking = await findBooking(req, bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  const row = await findRequest(req, bookingId)
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    req,
  })
  const review = docs[0]
  return {
    ok: true,
    body: {
      bookingStatus: booking.status,
      openedAt: iso(row?.openedAt),
      sentAt: iso(row?.sentAt),
      sentVia: row?.sentVia ?? null,
      reminderSentAt: iso(row?.reminderSentAt),
      stoppedAt: iso(row?.stoppedAt),
      stoppedBy: row?.stoppedBy ?? null,
      review: review ? { id: review.id, rating: review.rating, status: review.status } : null,
    },
  }
}

/** Staff send the request now (before the gallery is opened or the 24 hours pass). */
export async function staffSend(req: PayloadRequest, bookingId: number, now: Date) {
  const row = await findRequest(req, bookingId)
  if (row?.stoppedAt) return { ok: false as const, code: 'request_stopped' as const }
  if (row?.sentAt) return { ok: false as const, code: 'already_sent' as const }
  const result = await sendRequest({ req, bookingId, kind: 'request', now, actor: staffActor(req) })
  if (!result.ok) return result
  return result.sent
    ? { ok: true as const, body: { via: result.via } }
    : { ok: false as const, code: 'already_sent' as const }
}

/** Staff stop it: no request, no reminder (the booking's history says who). */
export async function staffStop(
  req: PayloadRequest,
  bookingId: number,
  now: Date,
): Promise<{ ok: true; body: Record<string, never> } | Failure<'not_found'>> {
  return inTransaction(req, async () => {
    await lockBooking(req, bookingId)
    const booking = await findBooking(req, bookingId)
    if (!booking) return { ok: false, code: 'not_found' } as const
    const actor = staffActor(req)
    await recordStop(req, bookingId, now, actor.name)
    await updateBookingWithHistory({
      req,
      booking,
      entry: {
        actor,
        now,
        action: 'Review request stopped',
        note: 'No review request or reminder will be sent',
      },
    })
    return { ok: true, body: {} } as const
  })
}
