import type { PayloadRequest } from 'payload'

import { tipsByBooking } from '@booking/server'
import { relId } from '@kernel'
import { bookingRatings } from '@reviews/server'

import { payReport } from '../core/payReport'
import { tipShares } from '../core/tipShares'

/**
 * The pay report for events dated `from` to `to` (Winnipeg dates, both included): hours and pay,
 * and each event's tips shared among the attendants who checked in (ids ascending for the odd cent).
 */
export async function loadPayReport(req: PayloadRequest, from: string, to: string) {
  const { docs } = await req.payload.find({
    collection: 'crew-assignments',
    where: {
      status: { equals: 'accepted' },
      checkedInAt: { exists: true },
      'booking.eventDate': { greater_than_equal: from, less_than_equal: to },
    },
    depth: 1,
    limit: 0,
    pagination: false,
    req,
  })
  const bookingOf = (a: (typeof docs)[number]) => relId(a.booking as { id: number })!
  const bookingIds = [...new Set(docs.map(bookingOf))]
  const tips = await tipsByBooking(req, bookingIds)
  const ratings = await bookingRatings(req, bookingIds)
  const shares = new Map<number, Map<number, number>>()
  for (const [bookingId, cents] of tips) {
    const ids = docs
      .filter((a) => bookingOf(a) === bookingId)
      .map((a) => relId(a.attendant as { id: number })!)
      .sort((x, y) => x - y)
    shares.set(bookingId, tipShares(cents, ids))
  }
  return payReport(
    docs.map((a) => {
      const b = a.booking as { eventDate: string; reference?: string | null }
      const u = a.attendant as {
        id: number
        name?: string | null
        email: string
        hourlyRate?: number | null
        perEventAmount?: number | null
      }
      return {
        attendant: { ...u, id: relId(u), name: u.name || u.email },
        eventDate: b.eventDate,
        reference: b.reference ?? '',
        checkedInAt: a.checkedInAt,
        checkedOutAt: a.checkedOutAt,
        tipCents: shares.get(bookingOf(a))?.get(relId(u)!) ?? 0,
        rating: ratings.get(bookingOf(a)) ?? null,
      }
    }),
  )
}
