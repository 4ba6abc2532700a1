// The calendar of a payment plan: monthly due dates ending a fixed number of days before the event.
import { addDaysToDateString, addMonthsToDateString } from '@kernel'

/** Events further away than this may be paid by a plan of monthly instalments. */
export const PLAN_MIN_DAYS_AHEAD = 90
/** The last instalment falls due this many days before the event. */
export const LAST_INSTALMENT_DAYS_BEFORE = 14

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
