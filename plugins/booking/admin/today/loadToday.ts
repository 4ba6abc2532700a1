import type { Payload } from 'payload'

import { addDaysToDateString } from '@kernel'
import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS,
  RESERVATION_STATUS,
} from '../../core/bookingStatus'
import { BUSINESS_TIME_ZONE as TIME_ZONE, todayInZone } from '@kernel/time'

import { unresolvedErrors } from './unresolvedErrors'

const DAY = 86_400_000
/** The payment-error and hold lists show this many; the rest are counted and linked. */
export const SHOWN_PER_LIST = 20

/** Everything the Today view lists, read in a handful of queries (Winnipeg dates). */
export async function loadToday(payload: Payload, now: Date) {
  const today = todayInZone(now, TIME_ZONE)
  const weekEnd = addDaysToDateString(today, 7)
  const [events, balances, inquiries, errors, holds] = await Promise.all([
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          { eventDate: { greater_than_equal: today } },
          { eventDate: { less_than_equal: weekEnd } },
          { status: { in: ACTIVE_BOOKING_STATUSES } },
        ],
      },
      sort: 'eventDate',
      depth: 1,
      limit: 100,
    }),
    payload.find({
      collection: 'bookings',
      where: {
        and: [
          { status: { equals: BOOKING_STATUS.confirmed } },
          { remainingBalanceCents: { greater_than: 0 } },
          { balanceDueDate: { less_than_equal: weekEnd } },
          { eventDate: { greater_than_equal: today } },
        ],
      },
      sort: 'balanceDueDate',
      depth: 0,
      limit: 50,
    }),
    payload.find({
      collection: 'inquiries',
      where: { status: { equals: 'new' } },
      sort: '-createdAt',
      depth: 0,
      limit: 10,
    }),
    payload.find({
      collection: 'payment-error-logs',
      where: { createdAt: { greater_than: new Date(now.getTime() - DAY).toISOString() } },
      sort: '-createdAt',
      depth: 0,
      limit: SHOWN_PER_LIST,
    }),
    payload.find({
      collection: 'booth-reservations',
      where: {
        and: [
          { status: { equals: RESERVATION_STATUS.held } },
          { holdExpiresAt: { greater_than: now.toISOString() } },
        ],
      },
      // Newest first: the hold a visitor just took is the one staff look for (sorted by expiry,
      // a new hold fell off a full list when many were active).
      sort: '-createdAt',
      depth: 1,
      limit: SHOWN_PER_LIST,
    }),
  ])
  // A declined card the customer then paid past is not an error any more (issue 50).
  const open = await unresolvedErrors(payload, errors.docs)
  const sorted = [...events.docs].sort((a, b) =>
    `${a.eventDate}${a.eventTime}`.localeCompare(`${b.eventDate}${b.eventTime}`),
  )
  return {
    today,
    weekEnd,
    booths: ['booth1', 'booth2'].map((booth) => ({
      booth,
      events: sorted.filter((b) => b.booths?.includes(booth as 'booth1')),
    })),
    balances: balances.docs,
    inquiries: inquiries.docs,
    inquiryCount: inquiries.totalDocs,
    errors: open,
    errorCount: errors.totalDocs - (errors.docs.length - open.length),
    holds: holds.docs,
    holdCount: holds.totalDocs,
  }
}

export type TodayData = Awaited<ReturnType<typeof loadToday>>
