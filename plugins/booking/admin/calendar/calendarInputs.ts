import type { EventInput } from '@fullcalendar/core'

import type { CalendarEvent } from '../../contract'
import { formatTimeLabel } from '@kernel'

const LABEL = { held: 'Hold', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const
const time = (wall: string) => formatTimeLabel(wall.slice(11, 16))
const ms = (wall: string) => new Date(`${wall}Z`).getTime()

/** Where setup ends and the teardown buffer starts, as percentages of the whole entry. */
export function shading(e: CalendarEvent): { setupPct: number; bufferPct: number } {
  const total = ms(e.bufferEnd) - ms(e.setupStart)
  if (!(total > 0)) return { setupPct: 0, bufferPct: 100 }
  const pct = (wall: string) => Math.round(((ms(wall) - ms(e.setupStart)) / total) * 1000) / 10
  return { setupPct: pct(e.start), bufferPct: pct(e.end) }
}

/** The words on an entry: the client and package first (what an owner scans a month for), then
 * times, booth and state (setup and buffer for live bookings). */
export function entryTitle(e: CalendarEvent): string {
  const hours = `${time(e.start)}–${time(e.end)}`
  const around =
    e.kind === 'cancelled' ? '' : ` (setup ${time(e.setupStart)}, booth free ${time(e.bufferEnd)})`
  return `${e.title} · ${hours} · ${e.boothLabel} · ${LABEL[e.kind]}${around}`
}

/** One calendar entry per booking per booth, setup and buffer drawn inside it. */
export function toInput(e: CalendarEvent): EventInput {
  return {
    id: e.id,
    start: e.setupStart,
    end: e.bufferEnd,
    title: entryTitle(e),
    url: `/admin/collections/bookings/${e.bookingId}`,
    classNames: ['pb-ev', `pb-${e.kind}`, `pb-${e.booth}`],
    extendedProps: { bookingId: e.bookingId, kind: e.kind, ...shading(e) },
  }
}
