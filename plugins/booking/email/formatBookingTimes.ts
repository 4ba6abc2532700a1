import { formatInTimeZone } from 'date-fns-tz'

export const WINNIPEG = 'America/Winnipeg'

/** 'Sunday, March 14, 2027' from 'YYYY-MM-DD' (a calendar day, no time zone involved). */
export function formatEventDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return 'Invalid Date'
  return formatInTimeZone(new Date(Date.UTC(y, m - 1, d, 12)), 'UTC', 'EEEE, MMMM d, yyyy')
}

/** '2:00 PM' in Winnipeg for an ISO instant. */
export const formatWinnipegTime = (iso: string) =>
  formatInTimeZone(new Date(iso), WINNIPEG, 'h:mm a')

/** '$1,231.00' from a decimal string such as '1231.00'. */
export const formatMoney = (amount: string | number) =>
  new Intl.NumberFormat('en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(Number(amount))
