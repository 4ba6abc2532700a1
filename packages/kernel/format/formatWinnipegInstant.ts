// The browser's Winnipeg clock: one zone's offset table (winnipegOffsets.json, written from the
// bundled IANA data by scripts/winnipegOffsets.ts), 1 KB gzip where moment-timezone's zones
// weigh 900 KB. Never the runtime's Intl zone data, which may predate the 2026 change.
import table from './winnipegOffsets.json'

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')
const DAYS = 'Sun Mon Tue Wed Thu Fri Sat'.split(' ')

export type WinnipegInstantStyle = 'dateTime' | 'weekdayTime' | 'time'

/** Minutes Winnipeg's clocks are behind UTC at `ms` (the period whose end is after it). */
export function winnipegMinutesWest(ms: number): number {
  const minutes = ms / 60_000
  const i = table.until.findIndex((until) => until === null || minutes < until)
  return table.west[i === -1 ? table.west.length - 1 : i]
}

/**
 * A stored instant on Winnipeg's wall clocks, as the server's formatInstant writes it:
 * 'Nov 23, 2026, 3:05 PM' (dateTime), 'Mon, Nov 23, 3:05 PM' (weekdayTime), '3:05 PM' (time).
 */
export function formatWinnipegInstant(
  instant: Date | string,
  style: WinnipegInstantStyle = 'dateTime',
): string {
  const ms = (instant instanceof Date ? instant : new Date(instant)).getTime()
  if (Number.isNaN(ms)) return '—'
  // The wall clock's fields read through the UTC getters, which no zone data touches.
  const wall = new Date(ms - winnipegMinutesWest(ms) * 60_000)
  const h = wall.getUTCHours()
  const time = `${h % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
  const day = `${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}`
  if (style === 'time') return time
  if (style === 'weekdayTime') return `${DAYS[wall.getUTCDay()]}, ${day}, ${time}`
  return `${day}, ${wall.getUTCFullYear()}, ${time}`
}
