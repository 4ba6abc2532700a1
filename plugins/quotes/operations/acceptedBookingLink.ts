import type { PayloadRequest } from 'payload'

import { tokenFor } from '@booking/server'
import { relId } from '@kernel'

import type { Quote } from './findQuote'

/**
 * The manage page of an accepted quote's booking, as a site path: the quote's token holder is
 * the customer who accepted it (accepting answered the same booking token). Null when the
 * booking's link cannot be rebuilt (made before tokens were derived) or it is gone.
 */
export async function acceptedBookingLink(req: PayloadRequest, quote: Quote) {
  if (!quote.booking) return null
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: relId(quote.booking),
    depth: 0,
    req,
    disableErrors: true,
    showHiddenFields: true,
  })
  const token = booking ? tokenFor(req.payload.secret, booking) : ''
  if (!booking || !token) return null
  return `/booking/manage?booking_id=${booking.id}&token=${encodeURIComponent(token)}`
}
