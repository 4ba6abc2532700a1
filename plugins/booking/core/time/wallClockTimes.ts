// The times a person sees for a booking, computed on the server from the bundled zone data,
// so the browser and email client print strings and never do zone math.
import { eventTimeline } from '../eventTimeline'
import { formatDateLong, formatTimeLabel } from '@kernel'
import { instantToZonedWall } from '@kernel/time'

export interface WallClockTimes {
  /** Event day, 'YYYY-MM-DD', and as read: 'Wednesday, January 13, 2027'. */
  date: string
  dateLabel: string
  /** '1:00 PM' style labels on the business's wall clock. */
  setup: string
  start: string
  end: string
}

type Instant = Date | string

const at = (i: Instant) => (i instanceof Date ? i : new Date(i))

export function wallClockTimes(
  timeline: { setupStart: Instant; start: Instant; end: Instant },
  timeZone: string,
): WallClockTimes {
  const start = instantToZonedWall(at(timeline.start), timeZone)
  const label = (i: Instant) => formatTimeLabel(instantToZonedWall(at(i), timeZone).time)
  return {
    date: start.date,
    dateLabel: formatDateLong(start.date),
    setup: label(timeline.setupStart),
    start: formatTimeLabel(start.time),
    end: label(timeline.end),
  }
}

/** The booking's own truth (its wall-clock day and time) → instants and the labels people read. */
export function bookingWallClock(
  b: { eventDate: string; eventTime: string; setupMinutes: number; eventMinutes: number },
  timeZone: string,
) {
  const t = eventTimeline({
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    durationMinutes: b.eventMinutes,
    extraEventMinutes: 0,
    setupMinutes: b.setupMinutes,
    earlySetupMinutes: 0,
    timeZone,
  })
  return {
    timeline: {
      setupStart: t.setupStart.toISOString(),
      start: t.start.toISOString(),
      end: t.end.toISOString(),
      setupMinutes: t.setupMinutes,
      eventMinutes: t.eventMinutes,
    },
    times: wallClockTimes(t, timeZone),
  }
}
