import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import { calendarEntries, type CalendarRow } from '../../core/calendarEntries'
import { BUSINESS_TIME_ZONE, instantToZonedWall } from '@kernel/time'
import { bookingRuntime } from '../../config/bookingRuntime'

export type CalendarEvent = {
  id: string
  bookingId: number
  booth: string
  kind: 'held' | 'confirmed' | 'cancelled'
  /** Winnipeg wall-clock 'YYYY-MM-DDTHH:mm:ss' (the browser does no zone math). */
  setupStart: string
  start: string
  end: string
  bufferEnd: string
  title: string
  boothLabel: string
}

const wall = (iso: string | null | undefined) => {
  if (!iso) return ''
  const { date, time } = instantToZonedWall(new Date(iso), BUSINESS_TIME_ZONE)
  return `${date}T${time}:00`
}

/** Booth occupancy between two instants: one entry per booking per booth (core/calendarEntries). */
export async function calendarEvents({
  req,
  from,
  to,
}: {
  req: PayloadRequest
  from: Date
  to: Date
}): Promise<CalendarEvent[]> {
  const { docs } = await req.payload.find({
    collection: 'booth-reservations',
    where: {
      and: [
        { startsAt: { less_than: to.toISOString() } },
        { endsAt: { greater_than: from.toISOString() } },
      ],
    },
    depth: 1,
    limit: 500,
    req,
  })
  const rows = docs.flatMap((r): CalendarRow[] => {
    const b = typeof r.booking === 'object' ? r.booking : null
    return b ? [{ ...r, booking: b } as CalendarRow & { booking: typeof b }] : []
  })
  const names = await packageNames(req, rows)
  return calendarEntries(rows).map(({ row, kind, setupStart, start, end, bufferEnd }) => {
    const b = (row as (typeof rows)[number] & { booking: Booking }).booking
    const pkg = typeof b.package === 'object' ? b.package.name : (names.get(b.package) ?? '')
    return {
      id: `r${row.id}`,
      bookingId: b.id,
      booth: row.booth,
      kind,
      setupStart: wall(setupStart),
      start: wall(start),
      end: wall(end),
      bufferEnd: wall(bufferEnd),
      title: `${b.firstName} ${b.lastName}${pkg ? ` · ${pkg}` : ''}`,
      boothLabel: row.booth === 'booth1' ? 'Booth 1' : 'Booth 2',
    }
  })
}

/** Package names in one query (the reservations' bookings come at depth 1, their package as an id). */
async function packageNames(
  req: PayloadRequest,
  rows: CalendarRow[],
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      rows.map((r) => (r.booking as Booking).package).filter((p) => typeof p === 'number'),
    ),
  ]
  if (!ids.length) return new Map()
  const { docs } = await req.payload.find({
    collection: bookingRuntime(req.payload).slugs.packages,
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    limit: ids.length,
    req,
  })
  return new Map(docs.map((p) => [p.id, p.name]))
}
