import type { PayloadRequest } from 'payload'

import { crewBookings, liveReservations } from '@booking/server'

import { packingList } from '../core/packingList'
import { relId } from '@kernel'
import { type RunSheet, runSheet } from '../presenters/runSheet'

type Assignment = Parameters<typeof runSheet>[0]['assignment'] & { booking: unknown }

/** Run sheets for these assignments (bookings read on the server; never sent whole). */
export async function runSheetsFor(
  req: PayloadRequest,
  assignments: Assignment[],
  viewer: 'attendant' | 'staff' = 'attendant',
): Promise<RunSheet[]> {
  if (assignments.length === 0) return []
  const ids = assignments.map((a) => relId(a.booking))
  const [bookings, reservations, items] = await Promise.all([
    crewBookings(req, { ids }),
    liveReservations(req, ids),
    req.payload.find({ collection: 'packing-items', depth: 0, limit: 0, pagination: false, req }),
  ])
  const designs = await approvedDesigns(req, ids)
  return assignments.flatMap((a) => {
    const b = bookings.find((x) => x.id === relId(a.booking))
    if (!b) return []
    const res = reservations.find((r) => r.bookingId === b.id && r.booth === a.booth)
    const t = b.timeline
    const window =
      t?.setupStart && t.start && t.end
        ? {
            arrival: new Date(t.setupStart),
            start: new Date(t.start),
            end: new Date(t.end),
            teardownEnd: new Date(res?.endsAt ?? t.end),
          }
        : null
    const addOnIds = b.addOns.flatMap((x) => (x.addOnId ? [x.addOnId] : []))
    return [
      runSheet({
        assignment: a,
        booking: b,
        window,
        packing: packingList(items.docs as never, b.packageId, addOnIds),
        balanceCents: b.balanceCents,
        design: designOf(designs.get(b.id), viewer === 'staff' ? b.id : null, a.id),
      }),
    ]
  })
}

/** The signed-in attendant's events, soonest first, past ones included. */
export async function crewEvents(req: PayloadRequest, userId: number): Promise<RunSheet[]> {
  const { docs } = await req.payload.find({
    collection: 'crew-assignments',
    where: { attendant: { equals: userId }, status: { in: ['offered', 'accepted'] } },
    depth: 0,
    limit: 200,
    req,
  })
  const sheets = await runSheetsFor(req, docs as never)
  return sheets.sort((x, y) => x.eventDate.localeCompare(y.eventDate))
}

/** The newest approved proof's file name per booking: the run sheet shows nothing else. */
async function approvedDesigns(req: PayloadRequest, ids: number[]) {
  const { docs } = await req.payload.find({
    collection: 'design-proofs',
    where: { booking: { in: ids }, status: { equals: 'approved' } },
    sort: '-createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  const designs = new Map<number, { id: number; filename: string }>()
  for (const p of docs)
    if (!designs.has(relId(p.booking)))
      designs.set(relId(p.booking), { id: p.id, filename: p.filename ?? '' })
  return designs
}

// The attendant reads it through their assignment; staff through the booking's proof file.
const designOf = (
  proof: { id: number; filename: string } | undefined,
  staffBookingId: number | null,
  assignmentId: number,
) =>
  !proof
    ? null
    : {
        url: staffBookingId
          ? `/api/bookings/${staffBookingId}/design/file?proof=${proof.id}`
          : `/api/crew/assignments/${assignmentId}/design`,
        filename: proof.filename,
      }
