import type { PayloadRequest } from 'payload'

import { updateBookingWithHistory } from '@booking/server'
import { inTransaction } from '@server-kit'

import { minutesLate } from '../core/attendance'
import { boothLabel } from '../core/boothLabel'
import type { CrewCode } from '../messages'
import { attendantActor, lockOwnAssignment } from './ownAssignment'

export type CrewAction =
  | { kind: 'accept' | 'decline' | 'check_in' | 'check_out' }
  | { kind: 'pack'; item: number; checked: boolean }
export type CrewActionResult = { ok: true } | { ok: false; code: CrewCode | 'not_found' }

type Locked = NonNullable<Awaited<ReturnType<typeof lockOwnAssignment>>>

/** One attendant action on their own assignment, under the booking's row lock. */
export function crewAction(
  req: PayloadRequest,
  assignmentId: number,
  action: CrewAction,
  now: Date,
): Promise<CrewActionResult> {
  return inTransaction(
    req,
    async () => {
      const locked = await lockOwnAssignment(req, assignmentId)
      if (!locked) return { ok: false, code: 'not_assigned' } as const
      return apply(req, locked, action, now)
    },
    (r) => r.ok,
  )
}

async function apply(
  req: PayloadRequest,
  { assignment: a, booking }: Locked,
  action: CrewAction,
  now: Date,
): Promise<CrewActionResult> {
  const save = (data: Record<string, unknown>) =>
    req.payload.update({ collection: 'crew-assignments', id: a.id, data, req })
  const history = (action: string) =>
    updateBookingWithHistory({ req, booking, entry: { actor: attendantActor(req), action, now } })
  const where = `(${boothLabel(a.booth)})`
  if (action.kind === 'accept' || action.kind === 'decline') {
    const status = action.kind === 'accept' ? 'accepted' : 'declined'
    await save({ status, respondedAt: now.toISOString() })
    await history(`Attendant ${status} ${where}`)
    return { ok: true }
  }
  if (a.status !== 'accepted') return { ok: false, code: 'not_accepted' }
  if (action.kind === 'pack') {
    const packed = (a.packed ?? []).filter((p) => p.item !== action.item)
    await save({ packed: action.checked ? [...packed, { item: action.item }] : packed })
    return { ok: true }
  }
  if (action.kind === 'check_in') {
    if (a.checkedInAt) return { ok: false, code: 'already_checked_in' }
    await save({ checkedInAt: now.toISOString() })
    const setup = booking.timeline?.setupStart
    const late = setup ? minutesLate(setup, now) : 0
    await history(`Attendant checked in ${where}${late ? `: ${late} min late` : ''}`)
    return { ok: true }
  }
  if (!a.checkedInAt) return { ok: false, code: 'not_checked_in' }
  if (a.checkedOutAt) return { ok: false, code: 'already_checked_out' }
  await save({ checkedOutAt: now.toISOString() })
  await history(`Attendant checked out ${where}`)
  return { ok: true }
}
