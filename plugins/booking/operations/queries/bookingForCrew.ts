import type { PayloadRequest } from 'payload'

import { tokenMatches } from '@server-kit'

import { type CrewBooking, crewBooking } from '../../presenters/crewBooking'
import { findBooking } from '../records/findBooking'
import { findBookingWithToken } from '../records/findOwnedBooking'

/**
 * One booking as the crew reads it, in the request's transaction (read it after lockBooking to
 * change it), or null. With `token`, only for whoever holds its access token (the customer's
 * design proof): a wrong token answers exactly like a missing booking.
 */
export async function bookingForCrew(
  req: PayloadRequest,
  id: number,
  { token }: { token?: string } = {},
): Promise<CrewBooking | null> {
  if (token === undefined) {
    const booking = await findBooking(req, id)
    return booking ? crewBooking(booking) : null
  }
  const booking = await findBookingWithToken(req, id)
  return booking && tokenMatches(token, booking.accessToken) ? crewBooking(booking) : null
}
