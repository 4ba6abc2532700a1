import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { isActive } from '../../core'
import { todayInZone } from '@kernel/time'
import { customerActor } from '../records/actor'
import type { ActionFailure } from '../records/bookingActionCodes'
import { findOwnedBooking } from '../records/findOwnedBooking'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'
import { loadCatalog } from '../catalog/loadCatalog'

export type EventDetailsInput = {
  venueContactName: string
  venueContactPhone: string
  boothPlacement: string
  powerNearby: 'yes' | 'no' | 'unsure'
  access: 'ground' | 'elevator' | 'stairs'
  frameText: string
  frameColours: string
  welcomeScreenText?: string
}

/** The customer gives (or corrects) the set-up details from the manage link, until the event day. */
export async function saveEventDetails(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  details: EventDetailsInput
  now: Date
}): Promise<{ ok: true; booking: Booking } | ActionFailure> {
  const { req, bookingId, token, details, now } = args
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return { ok: false, code: 'not_found' }
  const booking = owned.booking
  const { settings } = await loadCatalog({ req })
  if (!isActive(booking.status) || booking.eventDate < todayInZone(now, settings.timeZone))
    return { ok: false, code: 'not_allowed_in_status' }
  const first = !booking.eventDetails?.submittedAt
  const updated = await updateBookingWithHistory({
    req,
    booking,
    data: { eventDetails: { ...details, submittedAt: now.toISOString() } },
    entry: {
      actor: customerActor(booking),
      now,
      action: first ? 'Event details given' : 'Event details updated',
    },
  })
  return { ok: true, booking: updated }
}
