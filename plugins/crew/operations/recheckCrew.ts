import type { PayloadRequest } from 'payload'

import { lockAttendants } from '@booking/server'

import { boothLabel } from '../core/boothLabel'
import { relId } from '@kernel'
import { attendantName } from '../core/attendantName'
import { attendantOptions } from './attendantOptions'

type Assignment = { id: number; booth: string; attendant: unknown; status: string }
type Moved = {
  id: number
  eventDate: string
  driveMinutes?: number | null
  booths?: string[] | null
}

type Choice = Awaited<ReturnType<typeof attendantOptions>>[number]

/** Why an attendant lost the event, in words for the booking's history. */
function reason(choice: Choice | undefined): string {
  if (!choice) return 'no longer an attendant'
  if (choice.busy === 'unavailable') return 'not free at the new time: marked unavailable that day'
  return `not free at the new time: working ${choice.busyWith || 'another event'}`
}

/**
 * After a booking moved (its new reservations already taken in this transaction): each attendant
 * still free keeps the event, on the booth the booking now holds; one who is not is unassigned.
 * Returns the history entries, in words. The attendants' rows are locked last (LOCK_ORDER).
 */
export async function recheckCrew(
  req: PayloadRequest,
  booking: Moved,
  docs: Assignment[],
): Promise<string[]> {
  const live = docs.filter((a) => a.status !== 'declined')
  await lockAttendants(
    req,
    live.map((a) => relId(a.attendant as never)),
  )
  const choices = await attendantOptions(req, booking)
  const booths = booking.booths ?? []
  const spare = booths.filter((b) => !docs.some((a) => a.booth === b))
  const actions: string[] = []
  for (const a of docs) {
    const choice = choices.find((c) => c.id === relId(a.attendant as never))
    const booth = booths.includes(a.booth) ? a.booth : spare.shift()
    const busy = a.status !== 'declined' && (!choice || choice.busy)
    if (busy || !booth) {
      await req.payload.delete({ collection: 'crew-assignments', id: a.id, req })
      if (a.status === 'declined') continue
      const who = `${attendantName(a)} (${boothLabel(a.booth)})`
      actions.push(
        `Attendant unassigned: ${who}: ${busy ? reason(choice) : 'the booking no longer holds that booth'}`,
      )
    } else if (booth !== a.booth)
      await req.payload.update({ collection: 'crew-assignments', id: a.id, data: { booth }, req })
  }
  return actions
}
