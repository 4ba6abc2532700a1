// Calendar-day arithmetic on 'YYYY-MM-DD' strings. Event dates are calendar
// days in Winnipeg, not instants, so they are handled as plain UTC dates to
// stay immune to the machine's local zone and to DST. Zone conversion lives in time/zonedClock.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

function parseUtc(date: string): number | null {
  const m = DATE_RE.exec(date)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = Date.UTC(y, mo - 1, d)
  const back = new Date(t)
  // Date.UTC silently rolls 2026-02-30 over to March; reject that.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return null
  return t
}

function toUtcOrThrow(date: string): number {
  const t = parseUtc(date)
  if (t === null) throw new RangeError(`Invalid date string: ${date}`)
  return t
}

function formatUtc(t: number): string {
  return new Date(t).toISOString().slice(0, 10)
}

/** True only for a real calendar date written as YYYY-MM-DD. */
export function isValidDateString(date: string): boolean {
  return typeof date === 'string' && parseUtc(date) !== null
}

export function addDaysToDateString(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be an integer: ${days}`)
  return formatUtc(toUtcOrThrow(date) + days * DAY_MS)
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetweenDateStrings(from: string, to: string): number {
  return Math.round((toUtcOrThrow(to) - toUtcOrThrow(from)) / DAY_MS)
}

/**
 * The same day `months` later (or earlier), clamped to the month's last day
 * (Jan 31 + 1 month = Feb 28, Aug 31 + 6 months = Feb 29 in a leap year). The one home of month
 * arithmetic: payment plans, CASL consent windows and report periods all step by it.
 */
export function addMonthsToDateString(date: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer: ${months}`)
  toUtcOrThrow(date)
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index - year * 12 + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`
}
