import type { PayloadRequest } from 'payload'

import { type CrewWindow, crewWindow } from '../core/crewWindow'
import { relId } from '@kernel'

/** Each booking's crew window (its live reservations widened by its drive), by booking id. */
export async function bookingWindows(
  req: PayloadRequest,
  bookings: { id: number; driveMinutes?: number | null }[],
): Promise<Map<number, CrewWindow>> {
  const windows = new Map<number, CrewWindow>()
  if (bookings.length === 0) return windows
  const { docs } = await req.payload.find({
    collection: 'booth-reservations',
    where: {
      booking: { in: bookings.map((b) => b.id) },
      status: { in: ['held', 'confirmed'] },
    },
    depth: 0,
    limit: 0,
    pagination: false,
    req,
  })
  for (const b of bookings) {
    const rows = docs.filter((r) => relId(r.booking) === b.id)
    const w = crewWindow(rows, b.driveMinutes)
    if (w) windows.set(b.id, w)
  }
  return windows
}
