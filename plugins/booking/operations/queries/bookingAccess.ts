import type { PayloadRequest } from 'payload'

import { tokenFor } from '../records/bookingToken'

/** What another plugin's page needs to send the customer on to a booking. */
export type BookingAccess = {
  id: number
  /** The manage page's token, or '' for a booking made before tokens were derived. */
  token: string
  amountDueNowCents: number
}

/** A booking's id, link token and amount due now (a quote's page after it was accepted), or null. */
export async function bookingAccess(
  req: PayloadRequest,
  id: number,
): Promise<BookingAccess | null> {
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id,
    depth: 0,
    req,
    disableErrors: true,
    showHiddenFields: true,
  })
  if (!booking) return null
  return {
    id: booking.id,
    token: tokenFor(req.payload.secret, booking),
    amountDueNowCents: booking.amountDueNowCents ?? 0,
  }
}
