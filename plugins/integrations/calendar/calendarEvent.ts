// What a booking looks like on a booth's Google Calendar. Instants come from the booking's
// timeline (already derived by the time-rules module); the zone is named so Google shows the
// Winnipeg wall clock whatever the calendar owner's own zone.
import { formatDateLong, formatTimeLabel } from '@kernel'
import { instantToZonedWall } from '@kernel/time'
import { isConfirmed } from '@booking/rules'
import { calendarEventId } from './calendarEventId'

export type CalendarBooking = {
  id: number
  reference: string
  status: string
  firstName: string
  lastName: string
  phone: string
  email: string
  address: string
  packageName: string
  /** ISO instants: setup start (the booth is out from then) and event end. */
  setupStart: string
  start: string
  end: string
}

export type CalendarEventBody = {
  id: string
  summary: string
  description: string
  location: string
  status: 'confirmed'
  start: { dateTime: string; timeZone: string }
  end: { dateTime: string; timeZone: string }
}

export function calendarEventBody(args: {
  booking: CalendarBooking
  booth: string
  timeZone: string
  adminUrl: string
}): CalendarEventBody {
  const { booking: b, booth, timeZone, adminUrl } = args
  const wall = (iso: string) => instantToZonedWall(new Date(iso), timeZone)
  const start = wall(b.start)
  const boothLabel = booth === 'booth2' ? 'Booth 2' : 'Booth 1'
  return {
    id: calendarEventId(b.id, booth),
    summary: `${b.reference} · ${b.firstName} ${b.lastName} · ${b.packageName} (${boothLabel})`,
    description: [
      `${formatDateLong(start.date)}, ${formatTimeLabel(start.time)} to ${formatTimeLabel(wall(b.end).time)} (${timeZone})`,
      `Setup from ${formatTimeLabel(wall(b.setupStart).time)}`,
      `Customer: ${b.firstName} ${b.lastName}, ${b.phone}, ${b.email}`,
      `Admin: ${adminUrl}`,
    ].join('\n'),
    location: b.address,
    status: 'confirmed',
    start: { dateTime: new Date(b.setupStart).toISOString(), timeZone },
    end: { dateTime: new Date(b.end).toISOString(), timeZone },
  }
}

/** A confirmed booking has an event on each of its booths; anything else on none. */
export function wantedBooths(status: string, booths: string[]): string[] {
  return isConfirmed(status) ? booths : []
}
