import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'

import { type AttendantChoice, attendantChoices } from '../core/attendantChoices'
import { relId } from '@kernel'
import { bookingWindows } from './bookingWindows'
import { distinctNames } from '../core/distinctNames'

type Booking = { id: number; eventDate: string; driveMinutes?: number | null }

/** Everyone with the attendant role, by name. */
export async function listAttendants(req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { roles: { in: ['attendant'] } },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'name',
    req,
  })
  return distinctNames(
    docs.map((u) => ({ id: u.id as number, name: u.name || u.email, email: u.email })),
  )
}

/**
 * The picker for one booking: each attendant, free or why not. Their other offered or accepted
 * events within a day either side are compared window to window, travel included.
 */
export async function attendantOptions(
  req: PayloadRequest,
  booking: Booking,
): Promise<AttendantChoice[]> {
  const attendants = await listAttendants(req)
  const [own] = (await bookingWindows(req, [booking])).values()
  if (!own) return attendants.map((a) => ({ ...a, busy: null }))
  const day = booking.eventDate
  const near = [addDaysToDateString(day, -1), day, addDaysToDateString(day, 1)]
  const [unavailable, assignments] = await Promise.all([
    req.payload.find({
      collection: 'crew-unavailable-dates',
      where: { date: { equals: day } },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    }),
    req.payload.find({
      collection: 'crew-assignments',
      where: {
        status: { in: ['offered', 'accepted'] },
        booking: { not_equals: booking.id },
        'booking.eventDate': { in: near },
      },
      depth: 1,
      limit: 0,
      pagination: false,
      req,
    }),
  ])
  const others = assignments.docs.map((a) => a.booking as Booking & { reference?: string })
  const windows = await bookingWindows(req, others)
  return attendantChoices({
    attendants,
    window: own,
    dates: [day],
    unavailable: unavailable.docs.map((u) => ({ attendantId: relId(u.attendant), date: u.date })),
    commitments: assignments.docs.flatMap((a) => {
      const b = a.booking as Booking & { reference?: string }
      const w = windows.get(b.id)
      return w ? [{ attendantId: relId(a.attendant), window: w, reference: b.reference ?? '' }] : []
    }),
  })
}
