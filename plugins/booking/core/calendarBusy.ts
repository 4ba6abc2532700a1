// Busy time from the booths' outside calendars joins the site's own reservations.
import type { BoothSchedule, Interval } from './types'

/**
 * Each booth's schedule with its calendar's busy blocks added. A block lying wholly inside one
 * of `own` (the booking being moved: its own event is on the calendar) is not counted.
 */
export function withCalendarBusy(
  booths: BoothSchedule[],
  calendar: Record<string, Interval[]> | null,
  own: Interval[] = [],
): BoothSchedule[] {
  if (!calendar) return booths
  const inside = (b: Interval) =>
    own.some((o) => o.start.getTime() <= b.start.getTime() && b.end.getTime() <= o.end.getTime())
  return booths.map((booth) => ({
    ...booth,
    busy: [...booth.busy, ...(calendar[booth.id] ?? []).filter((b) => !inside(b))],
  }))
}
