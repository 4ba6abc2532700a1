import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'
import { manageLinkFor } from '../notify/manageLink'
import { findBookingWithToken } from '../records/findOwnedBooking'

export type CustomerContact = Pick<Booking, 'reference' | 'firstName' | 'email'> & {
  bookingId: number
  /** The customer's manage-page link (it carries their token: for their email only). */
  manageLink: string
}

/** Whom to write to about a booking, for an email another plugin sends (a design proof). */
export async function customerContact(
  req: PayloadRequest,
  bookingId: number,
): Promise<CustomerContact | null> {
  // Read with its hidden fields: the link is rebuilt from the token's nonce.
  const b = await findBookingWithToken(req, bookingId)
  if (!b) return null
  return {
    bookingId: b.id,
    reference: b.reference,
    firstName: b.firstName,
    email: b.email,
    manageLink: manageLinkFor(req.payload.secret, b),
  }
}
