import moment from 'moment-timezone'

import { BUSINESS_TIME_ZONE } from './zonedClock'

const FORMATS = {
  dateTime: 'MMM D, YYYY, h:mm A', // Nov 23, 2026, 3:05 PM
  weekdayTime: 'ddd, MMM D, h:mm A', // Mon, Nov 23, 3:05 PM
  time: 'h:mm A', // 3:05 PM
  sortable: 'YYYY-MM-DD h:mm A', // 2026-11-23 3:05 PM (spreadsheets sort and parse it)
} as const

export type InstantStyle = keyof typeof FORMATS

/**
 * When something happened (a stored timestamp: a payment, a hold's end, a chat message) on the
 * business's wall clocks. Uses the bundled zone rules, never the runtime's Intl data, which on
 * Node 20 still puts Winnipeg an hour behind from 2026-11-01 (STACK-NOTES 15).
 */
export function formatInstant(
  instant: Date | string,
  style: InstantStyle = 'dateTime',
  timeZone: string = BUSINESS_TIME_ZONE,
): string {
  const m = moment(instant instanceof Date ? instant : new Date(instant))
  return m.isValid() ? m.tz(timeZone).format(FORMATS[style]) : '—'
}
