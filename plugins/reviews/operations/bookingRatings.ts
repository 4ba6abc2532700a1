import type { PayloadRequest } from 'payload'

import { relId } from '@kernel'

/**
 * Each booking's review rating (stars 1 to 5), for the bookings that have one: every review the
 * customer sent, published or not (the crew pay report judges the work, not the website).
 */
export async function bookingRatings(
  req: PayloadRequest,
  bookingIds: number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>()
  if (!bookingIds.length) return out
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { booking: { in: bookingIds } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const r of docs) {
    const id = relId(r.booking)
    if (id !== null) out.set(id, r.rating)
  }
  return out
}
