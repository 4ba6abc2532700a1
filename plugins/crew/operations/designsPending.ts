import type { PayloadRequest } from 'payload'

import { formatDateLong, relId } from '@kernel'

import { confirmedBookingsAhead } from './confirmedBookingsAhead'

export const DESIGN_DUE_DAYS = 10

const STATE: Record<string, string> = {
  none: 'No design uploaded',
  awaiting_customer: 'Waiting for the customer',
  changes_requested: 'Customer asked for changes',
}

/** Confirmed events in the next 10 days whose newest design proof is not approved. */
export async function designsPending(req: PayloadRequest, now: Date) {
  const bookings = await confirmedBookingsAhead(req, now, DESIGN_DUE_DAYS)
  const { docs: proofs } = await req.payload.find({
    collection: 'design-proofs',
    where: { booking: { in: bookings.map((b) => b.id) } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  return bookings.flatMap((b) => {
    const newest = proofs.find((p) => relId(p.booking) === b.id)
    const state = newest?.status ?? 'none'
    if (state === 'approved') return []
    return [
      {
        bookingId: b.id,
        reference: b.reference ?? '',
        when: formatDateLong(b.eventDate),
        state: STATE[state] ?? state,
      },
    ]
  })
}
