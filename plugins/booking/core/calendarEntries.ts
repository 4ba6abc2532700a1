// Which booth reservations the staff calendar draws, and with which times: one entry per booking
// per booth. Pure: rows in, entries out (instants as ISO strings; the caller formats them).

import { isCancelledOrRefunded, RESERVATION_STATUS } from './bookingStatus'

export type CalendarRow = {
  id: number
  booth: string
  status: 'held' | 'confirmed' | 'released'
  startsAt: string
  endsAt: string
  booking: {
    id: number
    status: string
    timeline?: { setupStart?: string | null; start?: string | null; end?: string | null } | null
  }
}

export type CalendarEntry = {
  row: CalendarRow
  kind: 'held' | 'confirmed' | 'cancelled'
  setupStart: string
  start: string
  end: string
  bufferEnd: string
}

const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : NaN)

/** The booking's own time when it falls inside the reservation, else the reservation's edge. */
const within = (t: string | null | undefined, row: CalendarRow, edge: string) =>
  ms(t) >= ms(row.startsAt) && ms(t) <= ms(row.endsAt) ? new Date(ms(t)).toISOString() : edge

/**
 * Live rows draw setup, event and buffer from their own interval. A cancelled booking draws once
 * per booth, struck through and without setup or buffer, from the slot it held when cancelled: a
 * rescheduled booking also has released rows on its old date, which must never be drawn (nor
 * mixed with the new date's times, which once drew multi-week 'Buffer' bars between the two).
 */
export function calendarEntries(rows: CalendarRow[]): CalendarEntry[] {
  const entries: CalendarEntry[] = []
  const cancelledSlot = new Map<string, CalendarRow>()
  for (const row of rows) {
    const b = row.booking
    if (row.status !== RESERVATION_STATUS.released) {
      entries.push({
        row,
        kind: row.status,
        setupStart: row.startsAt,
        start: within(b.timeline?.start, row, row.startsAt),
        end: within(b.timeline?.end, row, row.endsAt),
        bufferEnd: row.endsAt,
      })
      continue
    }
    if (!isCancelledOrRefunded(b.status)) continue // a lapsed hold or a rescheduled booking's old slot
    const setup = ms(b.timeline?.setupStart)
    if (Number.isFinite(setup) && ms(row.startsAt) !== setup) continue // an earlier date's slot
    const key = `${b.id}:${row.booth}`
    const seen = cancelledSlot.get(key)
    if (!seen || seen.id < row.id) cancelledSlot.set(key, row)
  }
  for (const row of cancelledSlot.values()) {
    const start = within(row.booking.timeline?.start, row, row.startsAt)
    const end = within(row.booking.timeline?.end, row, row.endsAt)
    entries.push({ row, kind: 'cancelled', setupStart: start, start, end, bufferEnd: end })
  }
  return entries
}
