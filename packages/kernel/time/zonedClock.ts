// The one place that converts between wall clocks and instants. Zone rules come from the
// IANA data bundled in moment-timezone (a pinned npm version we update), never from the
// runtime's ICU: Node 20's ICU still has Winnipeg on UTC-6 in winter after 2026-11-01.
import moment from 'moment-timezone'

/** The business runs on Winnipeg wall clocks. */
export const BUSINESS_TIME_ZONE = 'America/Winnipeg'

/** IANA release of the bundled rules, e.g. '2026f' (logged at start, shown in the README). */
export const TZ_DATA_VERSION: string = moment.tz.dataVersion

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/

function zoneOrThrow(timeZone: string) {
  const zone = moment.tz.zone(timeZone)
  if (!zone) throw new RangeError(`Invalid timeZone: ${timeZone}`)
  return zone
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** 'YYYY-MM-DD' + 'HH:mm' on the wall clocks of `timeZone` → the instant. */
export function zonedWallToInstant(date: string, time: string, timeZone: string): Date {
  if (!DATE_RE.test(date)) throw new RangeError(`Invalid date: ${date}`)
  if (!TIME_RE.test(time)) throw new RangeError(`Invalid time: ${time}`)
  const zone = zoneOrThrow(timeZone)
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi] = time.split(':').map(Number) as [number, number]
  // The wall clock's fields as if they were UTC; Date.UTC rolls 02-30 over, which we refuse.
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const check = new Date(wall)
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d)
    throw new RangeError(`Invalid wall clock: ${date} ${time}`)
  // zone.parse is what moment.tz(string, zone) uses (its offset in minutes west for a wall
  // clock, a skipped hour resolved forward), without moment's string parsing on the hot path.
  return new Date(wall + zone.parse(wall) * 60_000)
}

/** The instant as a wall-clock date 'YYYY-MM-DD' and time 'HH:mm' in `timeZone`. */
export function instantToZonedWall(
  instant: Date,
  timeZone: string,
): { date: string; time: string } {
  if (!(instant instanceof Date) || Number.isNaN(instant.getTime()))
    throw new RangeError('Invalid instant')
  const zone = zoneOrThrow(timeZone)
  const wall = new Date(instant.getTime() - zone.utcOffset(instant.getTime()) * 60_000)
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  }
}

/** The calendar date at instant `now` on the wall clocks of `timeZone`. */
export function todayInZone(now: Date, timeZone: string): string {
  return instantToZonedWall(now, timeZone).date
}

/** Minutes east of UTC at `instant` (Winnipeg in January 2027: -300). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return -zoneOrThrow(timeZone).utcOffset(instant.getTime())
}

export interface ZoneTransition {
  at: Date
  offsetBefore: number // minutes east of UTC
  offsetAfter: number
  abbr: string // abbreviation after the change
}

/** Rule changes between `from` and `to` (for VTIMEZONE blocks and the ICU check). */
export function zoneTransitions(from: Date, to: Date, timeZone: string): ZoneTransition[] {
  const zone = zoneOrThrow(timeZone)
  const out: ZoneTransition[] = []
  for (let i = 0; i < zone.untils.length - 1; i++) {
    const at = zone.untils[i]
    if (at <= from.getTime() || at > to.getTime()) continue
    out.push({
      at: new Date(at),
      offsetBefore: -zone.offsets[i],
      offsetAfter: -zone.offsets[i + 1],
      abbr: zone.abbrs[i + 1],
    })
  }
  return out
}

/** Abbreviation in force at `instant` ('CDT', 'CST'). */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  return zoneOrThrow(timeZone).abbr(instant.getTime())
}
