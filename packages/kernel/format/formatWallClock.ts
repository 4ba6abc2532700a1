// Calendar days and wall-clock times as people read them. Pure string work on
// 'YYYY-MM-DD' / 'HH:mm' (the server already converted instants with time/zonedClock).
import { isValidDateString } from '../dateStrings'
import { formatTimeLabel, isValidTimeString } from '../wallTime'

export { formatTimeLabel }

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** What the spec shows for a date it cannot read. */
export const INVALID_DATE = 'Invalid Date'

/**
 * The site's one long date: '2027-01-13' → 'Wednesday, January 13, 2027' ('January 13, 2027'
 * with `{ weekday: false }`); anything else → 'Invalid Date'.
 */
export function formatDateLong(
  date: string | null | undefined,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  if (!date || !isValidDateString(date)) return INVALID_DATE
  const [y, m, d] = date.split('-').map(Number)
  const day = `${MONTHS[m - 1]} ${d}, ${y}`
  return weekday ? `${DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${day}` : day
}

/** '13:30' → '1:30 PM'; anything else → '—' (for optional fields on read-only screens). */
export function formatTimeOrDash(time: string | null | undefined): string {
  return time && isValidTimeString(time) ? formatTimeLabel(time) : '—'
}

/** 'Saturday, August 14' in `today`'s year, 'Saturday, August 14, 2027' in any other year. */
export function formatDateInYear(date: string, today: string): string {
  const long = formatDateLong(date)
  return long !== INVALID_DATE && date.slice(0, 4) === today.slice(0, 4)
    ? long.replace(/, \d{4}$/, '')
    : long
}
