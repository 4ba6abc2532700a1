import type { PayloadRequest } from 'payload'

import { liveReservations } from '@booking/server'
import { relId } from '@kernel'

import type { RunSheet } from '../presenters/runSheet'
import { runSheetsFor } from './crewEvents'

export type StaffRunSheet = RunSheet & { attendantName: string | null }

const nameOf = (u: { name?: string | null; email?: string } | undefined) =>
  u ? u.name || u.email || null : null

/**
 * A booking's run sheets as the owner and staff read them: one per booth it holds, with the
 * attendant's name, or "no attendant yet" for a booth nobody has been offered.
 */
export async function bookingRunSheets(
  req: PayloadRequest,
  bookingId: number,
): Promise<StaffRunSheet[]> {
  const [assigned, held] = await Promise.all([
    req.payload.find({
      collection: 'crew-assignments',
      where: { booking: { equals: bookingId }, status: { in: ['offered', 'accepted'] } },
      depth: 1,
      limit: 10,
      req,
    }),
    liveReservations(req, [bookingId]),
  ])
  const booths = new Set(assigned.docs.map((a) => a.booth))
  // A booth with no attendant still has a sheet (id 0: nothing to tick or check in to).
  const open = held
    .filter((r) => !booths.has(r.booth))
    .map((r) => ({ id: 0, booth: r.booth, status: 'unassigned', booking: bookingId }))
  const all = [...assigned.docs, ...open] as never[]
  const sheets = await runSheetsFor(req, all, 'staff')
  return sheets.map((s) => {
    const a = assigned.docs.find((x) => x.id === s.assignmentId && s.assignmentId !== 0)
    return {
      ...s,
      attendantName: a && typeof a.attendant === 'object' ? nameOf(a.attendant as never) : null,
    }
  })
}

/** The booking an assignment belongs to (staff open `?event=<assignment id>` too). */
export async function bookingOfAssignment(req: PayloadRequest, assignmentId: number) {
  const a = await req.payload.findByID({
    collection: 'crew-assignments',
    id: assignmentId,
    depth: 0,
    req,
    disableErrors: true,
  })
  return a ? relId(a.booking) : null
}
