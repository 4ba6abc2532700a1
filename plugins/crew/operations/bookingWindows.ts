import type { PayloadRequest } from 'payload'

import { liveReservations } from '@booking/server'

import { type CrewWindow, crewWindow } from '../core/crewWindow'

/** Each booking's crew window (its live reservations widened by its drive), by booking id. */
export async function bookingWindows(
  req: PayloadRequest,
  bookings: { id: number; driveMinutes?: number | null }[],
): Promise<Map<number, CrewWindow>> {
  const windows = new Map<number, CrewWindow>()
  if (bookings.length === 0) return windows
  const reservations = await liveReservations(
    req,
    bookings.map((b) => b.id),
  )
  for (const b of bookings) {
    const rows = reservations.filter((r) => r.bookingId === b.id)
    const w = crewWindow(rows, b.driveMinutes)
    if (w) windows.set(b.id, w)
  }
  return windows
}
