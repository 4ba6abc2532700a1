import type { PayloadRequest } from 'payload'

import { type Actor, bookingForCrew, lockBooking } from '@booking/server'

import { relId } from '@kernel'

/** The signed-in attendant as the booking history names them. */
export function attendantActor(req: PayloadRequest): Actor {
  const u = req.user as { id: number; name?: string | null; email?: string }
  return { kind: 'staff', id: u.id, name: `${u.name || u.email} (attendant)` }
}

/**
 * The assignment, if it is the signed-in attendant's, read after locking its booking's row: every
 * crew action on a booking runs under that lock, like every other change of a booking.
 */
export async function lockOwnAssignment(req: PayloadRequest, assignmentId: number) {
  const first = await req.payload.findByID({
    collection: 'crew-assignments',
    id: assignmentId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!first || relId(first.attendant) !== req.user?.id) return null
  await lockBooking(req, relId(first.booking))
  const a = await req.payload.findByID({
    collection: 'crew-assignments',
    id: assignmentId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!a || relId(a.attendant) !== req.user?.id || a.status === 'declined') return null
  const booking = await bookingForCrew(req, relId(a.booking))
  return booking ? { assignment: a, booking } : null
}
