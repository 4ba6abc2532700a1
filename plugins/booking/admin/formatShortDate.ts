import { formatDateLong, INVALID_DATE } from '@kernel'

/** 'Saturday, January 16, 2027' → 'Sat, Jan 16, 2027' for table cells. */
export function formatShortDate(date: string): string {
  const long = formatDateLong(date)
  if (long === INVALID_DATE) return date
  const [weekday, monthDay, year] = long.split(', ')
  const [month, day] = monthDay.split(' ')
  return `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${day}, ${year}`
}
