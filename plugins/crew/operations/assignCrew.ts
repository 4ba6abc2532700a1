import type { PayloadRequest } from 'payload'

import {
  type Actor,
  bookingForCrew,
  lockAttendants,
  lockBooking,
  updateBookingWithHistory,
} from '@booking/server'
import { inTransaction } from '@server-kit'

import { boothLabel } from '../core/boothLabel'
import { relId } from '@kernel'
import type { CrewCode } from '../messages'
import { attendantOptions } from './attendantOptions'
import { notifyAttendant } from './notifyAttendant'

export type AssignInput = { bookingId: number; booth: string; userId: number | null }
type Args = { req: PayloadRequest; input: AssignInput; actor: Actor; now: Date }
export type AssignResult =
  | { ok: true; assignmentId: number | null; changed: boolean }
  | { ok: false; code: CrewCode | 'not_found' }

const nameOf = (u: { name?: string | null; email?: string }) => u.name || u.email || 'someone'

/**
 * Assigns (or with `userId: null` unassigns) the attendant of one booth, under the booking's row
 * lock and then the attendant's (LOCK_ORDER: attendants last), re-checking they are free inside it.
 */
export async function assignCrew(args: Args): Promise<AssignResult> {
  return inTransaction(
    args.req,
    () => assignLocked(args),
    (r) => r.ok,
  )
}

async function assignLocked({ req, input, actor, now }: Args): Promise<AssignResult> {
  await lockBooking(req, input.bookingId)
  const booking = await bookingForCrew(req, input.bookingId)
  if (!booking) return { ok: false, code: 'not_found' }
  if (!(booking.booths ?? []).includes(input.booth as never))
    return { ok: false, code: 'booth_not_booked' }
  const { docs } = await req.payload.find({
    collection: 'crew-assignments',
    where: { booking: { equals: booking.id } },
    depth: 1,
    req,
  })
  const current = docs.find((d) => d.booth === input.booth)
  const where = `(${boothLabel(input.booth)})`
  const history = (action: string) =>
    updateBookingWithHistory({ req, booking, entry: { actor, action, now } })
  if (input.userId === null) {
    if (!current) return { ok: true, assignmentId: null, changed: false }
    await req.payload.delete({ collection: 'crew-assignments', id: current.id, req })
    await history(`Attendant unassigned: ${nameOf(current.attendant as never)} ${where}`)
    return { ok: true, assignmentId: null, changed: true }
  }
  if (!booking.confirmed) return { ok: false, code: 'not_confirmed' }
  const user = await req.payload.findByID({
    collection: 'users',
    id: input.userId,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!user?.roles?.includes('attendant')) return { ok: false, code: 'not_attendant' }
  if (current && relId(current.attendant) === user.id && current.status !== 'declined')
    return { ok: true, assignmentId: current.id, changed: false }
  // Two bookings assigning one attendant at once: the second waits here and then sees the first.
  await lockAttendants(req, [user.id])
  const choice = (await attendantOptions(req, booking)).find((c) => c.id === user.id)
  const otherBooth = docs.some(
    (d) => d.booth !== input.booth && relId(d.attendant) === user.id && d.status !== 'declined',
  )
  if (!choice || choice.busy || otherBooth) return { ok: false, code: 'attendant_busy' }
  const data = {
    booking: booking.id,
    booth: input.booth,
    attendant: user.id,
    status: 'offered' as const,
    respondedAt: null,
    checkedInAt: null,
    checkedOutAt: null,
    packed: [],
  }
  const saved = current
    ? await req.payload.update({ collection: 'crew-assignments', id: current.id, data, req })
    : await req.payload.create({ collection: 'crew-assignments', data, req })
  await history(
    current
      ? `Attendant reassigned: ${nameOf(current.attendant as never)} → ${nameOf(user)} ${where}`
      : `Attendant assigned: ${nameOf(user)} ${where}`,
  )
  await notifyAttendant(req, { attendant: user, booking, booth: input.booth })
  return { ok: true, assignmentId: saved.id, changed: true }
}
