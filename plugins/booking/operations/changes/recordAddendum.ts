import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import type { Booking } from '../../types'
import { addendaOf, addendumFor } from '../../presenters/addenda'
import { findBooking } from '../records/findBooking'
import { findOwnedBooking, type OwnedBooking } from '../records/findOwnedBooking'
import { customerActor } from '../records/actor'
import { lockBooking } from '../records/lockBooking'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * After a change wrote the booking (a package change, a reschedule, a moved payment), in the
 * change's own transaction under its row lock: when what was agreed no longer stands, a numbered
 * addendum with the new terms is added to the agreement. The signed agreement is never rewritten.
 */
export async function recordAddendum(args: {
  req: PayloadRequest
  booking: Booking
  now: Date
}): Promise<Booking> {
  const { req, booking, now } = args
  const addendum = addendumFor(booking, now)
  if (!addendum) return booking
  // No history entry of its own: the change's entry stays the booking's last word on it, and
  // the Agreement panel says the addendum is awaiting the customer's acceptance.
  return req.payload.update({
    collection: 'bookings',
    id: booking.id,
    depth: 0,
    req,
    data: { agreement: { ...booking.agreement, addenda: [...addendaOf(booking), addendum] } },
  })
}

type AcceptFailure = Exclude<OwnedBooking, { ok: true }> | { ok: false; code: 'not_found' }

/**
 * The customer accepts an addendum by typing their name (as they signed): the name and the time
 * are recorded under the booking's row lock. Accepting it again changes nothing.
 */
export async function acceptAddendum(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  number: string
  signatureName: string
  now: Date
}): Promise<{ ok: true; booking: Booking } | AcceptFailure> {
  const owned = await findOwnedBooking(args)
  if (!owned.ok) return owned
  const { req, bookingId, number, now } = args
  return inTransaction(
    req,
    async () => {
      await lockBooking(req, bookingId)
      const booking = await findBooking(req, bookingId)
      const addenda = booking ? addendaOf(booking) : []
      const target = addenda.find((a) => a.number === number)
      if (!booking || !target) return { ok: false as const, code: 'not_found' as const }
      if (target.acceptedAt) return { ok: true as const, booking }
      const accepted = addenda.map((a) =>
        a === target
          ? { ...a, acceptedAt: now.toISOString(), acceptedName: args.signatureName.trim() }
          : a,
      )
      const updated = await updateBookingWithHistory({
        req,
        booking,
        data: { agreement: { ...booking.agreement, addenda: accepted } },
        entry: {
          actor: customerActor(booking),
          now,
          action: `Addendum ${number} accepted`,
          note: `Accepted by typing their name: ${args.signatureName.trim()}`,
        },
      })
      return { ok: true as const, booking: updated }
    },
    (r) => r.ok,
  )
}
