import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'
import { type HistoryInput, withHistory } from './historyEntry'

/**
 * Writes `data` to the booking together with one more history entry (who, when, what, how much),
 * in the caller's transaction. `booking` is the version the history is appended to.
 */
export function updateBookingWithHistory({
  req,
  booking,
  data = {},
  entry,
}: {
  req: PayloadRequest
  booking: Pick<Booking, 'id' | 'history'>
  data?: Partial<Booking>
  entry: HistoryInput
}): Promise<Booking> {
  return req.payload.update({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    req,
    data: { ...data, history: withHistory(booking, entry) },
  })
}
