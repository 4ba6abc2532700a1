import type { PayloadRequest } from 'payload'

import { relId } from '@kernel'

/** Each booking's tips received, net of refunds, in cents (bookings without a tip are absent). */
export async function tipsByBooking(
  req: PayloadRequest,
  bookingIds: number[],
): Promise<Map<number, number>> {
  const tips = new Map<number, number>()
  if (!bookingIds.length) return tips
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { purpose: { equals: 'tip' }, booking: { in: bookingIds } },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  for (const p of docs) {
    const id = relId(p.booking)
    const net = (p.receivedCents ?? 0) - (p.refundedCents ?? 0)
    if (id !== null) tips.set(id, (tips.get(id) ?? 0) + net)
  }
  return tips
}
