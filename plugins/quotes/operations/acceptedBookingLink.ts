import type { PayloadRequest } from 'payload'

import { bookingAccess } from '@booking/server'
import { relId } from '@kernel'

import type { Quote } from './findQuote'

/**
 * The manage page of an accepted quote's booking, as a site path: the quote's token holder is
 * the customer who accepted it (accepting answered the same booking token). Null when the
 * booking's link cannot be rebuilt (made before tokens were derived) or it is gone.
 */
export async function acceptedBookingLink(req: PayloadRequest, quote: Quote) {
  if (!quote.booking) return null
  const booking = await bookingAccess(req, relId(quote.booking))
  if (!booking?.token) return null
  return `/booking/manage?booking_id=${booking.id}&token=${encodeURIComponent(booking.token)}`
}
