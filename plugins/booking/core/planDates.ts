// The calendar of a payment plan: monthly due dates ending a fixed number of days before the event.
import { addDaysToDateString } from '@kernel'

/** Events further away than this may be paid by a plan of monthly instalments. */
export const PLAN_MIN_DAYS_AHEAD = 90
/** The last instalment falls due this many days before the event. */
export const LAST_INSTALMENT_DAYS_BEFORE = 14

/** The same day `months` later (or earlier), clamped to the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonthsToDateString(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`
}

/**
 * Due dates after the deposit: stepping back a month at a time from 14 days before the event,
 * while a date is at least a month after today (the deposit is this month's payment). Ascending;
 * empty when even the last date is under a month away.
 */
export function planDueDates(today: string, eventDate: string): string[] {
  const last = addDaysToDateString(eventDate, -LAST_INSTALMENT_DAYS_BEFORE)
  const earliest = addMonthsToDateString(today, 1)
  const dates: string[] = []
  for (let i = 0; ; i++) {
    const date = addMonthsToDateString(last, -i)
    if (date < earliest) break
    dates.push(date)
  }
  return dates.reverse()
}
