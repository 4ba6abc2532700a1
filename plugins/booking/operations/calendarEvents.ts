import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, instantToZonedWall } from '../core/time/zonedClock'

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
}

const wall = (iso: string | null | undefined) => {
  if (!iso) return ''
  const { date, time } = instantToZonedWall(new Date(iso), BUSINESS_TIME_ZONE)
  return `${date}T${time}:00`
}

/** Booth occupancy between two instants: holds, confirmed and cancelled bookings, per booth. */
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
  const events: CalendarEvent[] = []
  for (const r of docs) {
    const b = typeof r.booking === 'object' ? r.booking : null
    if (!b) continue
    const kind =
      r.status === 'held'
        ? 'held'
        : r.status === 'confirmed'
          ? 'confirmed'
          : b.status === 'cancelled' || b.status === 'refunded'
            ? 'cancelled'
            : null
    if (!kind) continue // a released hold or a rescheduled booking's old slot: nothing to show
    if (
      kind === 'cancelled' &&
      docs.some((o) => o.id !== r.id && o.booking === r.booking && o.status !== 'released')
    )
      continue
    const pkg = typeof b.package === 'object' ? b.package.name : ''
    events.push({
      id: `r${r.id}`,
      bookingId: b.id,
      booth: r.booth,
      kind,
      setupStart: wall(b.timeline?.setupStart ?? r.startsAt),
      start: wall(b.timeline?.start ?? r.startsAt),
      end: wall(b.timeline?.end ?? r.endsAt),
      bufferEnd: wall(r.endsAt),
      title: `${r.booth === 'booth1' ? 'Booth 1' : 'Booth 2'} · ${b.firstName} ${b.lastName}${pkg ? ` · ${pkg}` : ''}`,
    })
  }
  return events
}
