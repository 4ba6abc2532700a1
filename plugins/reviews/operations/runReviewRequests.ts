import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'

import { relId } from '@kernel'

import { REMINDER_AFTER_MS, REQUEST_AFTER_READY_MS, requestDue } from '../core/requestDue'
import { findRequest, openRequests } from './requestRows'
import { sendRequest } from './sendRequest'

const DAY = 86_400_000
// A gallery whose ready email is older than this is not asked about any more.
const LOOK_BACK_MS = 30 * DAY

/**
 * The scheduled pass (every 15 minutes, one run across servers; each send is claimed besides):
 * requests 24 h after "Your gallery is ready" (or at once after a first opening the page could
 * not send), and the one reminder 5 days after the request.
 */
export async function runReviewRequests({ req, now }: { req: PayloadRequest; now: Date }) {
  const candidates = new Set<number>()
  const ready = await req.payload.find({
    collection: 'galleries',
    where: {
      and: [
        {
          readyEmailAt: {
            less_than_equal: new Date(now.getTime() - REQUEST_AFTER_READY_MS).toISOString(),
          },
        },
        { readyEmailAt: { greater_than: new Date(now.getTime() - LOOK_BACK_MS).toISOString() } },
      ],
    },
    limit: 500,
    depth: 0,
    req,
  })
  for (const g of ready.docs) candidates.add(relId(g.booking) as number)
  for (const row of await openRequests(req, new Date(now.getTime() - REMINDER_AFTER_MS)))
    candidates.add(row.bookingId)
  const sent = { request: 0, reminder: 0 }
  for (const bookingId of candidates) {
    const due = await dueFor(req, bookingId, now)
    if (!due) continue
    const result = await sendRequest({ req, bookingId, kind: due, now })
    if (result.ok && result.sent) sent[due]++
  }
  return sent
}

/** What is due for one booking, from its booking, gallery, request and review. */
export async function dueFor(req: PayloadRequest, bookingId: number, now: Date) {
  const booking = await findBooking(req, bookingId)
  if (!booking) return null
  const gallery = await req.payload.find({
    collection: 'galleries',
    where: { booking: { equals: bookingId } },
    limit: 1,
    depth: 0,
    req,
  })
  const row = await findRequest(req, bookingId)
  const reviews = await req.payload.count({
    collection: 'reviews',
    where: { booking: { equals: bookingId } },
    req,
  })
  const date = (d: Date | string | null | undefined) => (d ? new Date(d) : null)
  return requestDue(
    {
      bookingActive: booking.status === 'confirmed',
      readyEmailAt: date(gallery.docs[0]?.readyEmailAt),
      openedAt: date(row?.openedAt),
      sentAt: date(row?.sentAt),
      reminderSentAt: date(row?.reminderSentAt),
      stoppedAt: date(row?.stoppedAt),
      reviewed: reviews.totalDocs > 0,
    },
    now,
  )
}
