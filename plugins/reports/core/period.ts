// Report periods are Winnipeg calendar dates, inclusive at both ends ('2026-11-01'..'2026-11-30').
import {
  addDaysToDateString,
  addMonthsToDateString,
  daysBetweenDateStrings,
  isValidDateString,
} from '@kernel'

export type Period = { from: string; to: string }
export type PeriodKind = 'month' | 'quarter' | 'year' | 'custom'

/** The longest period a report answers: five years keeps every query small. */
export const MAX_PERIOD_DAYS = 366 * 5

const pad = (n: number) => String(n).padStart(2, '0')
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()
const parts = (date: string) => date.split('-').map(Number) as [number, number, number]

/** The first day of the month `n` months after `date`'s month. */
export function monthStart(date: string, n = 0): string {
  return addMonthsToDateString(`${date.slice(0, 8)}01`, n)
}

/** The last day of `date`'s month. */
export const monthEnd = (date: string): string => {
  const [y, m] = parts(date)
  return `${y}-${pad(m)}-${pad(daysInMonth(y, m))}`
}

/** The month, quarter or year around `anchor` (a custom period is given, not derived). */
export function periodOf(kind: Exclude<PeriodKind, 'custom'>, anchor: string): Period {
  const [y, m] = parts(anchor)
  if (kind === 'year') return { from: `${y}-01-01`, to: `${y}-12-31` }
  const first = kind === 'quarter' ? m - ((m - 1) % 3) : m
  const from = `${y}-${pad(first)}-01`
  return { from, to: monthEnd(monthStart(from, kind === 'quarter' ? 2 : 0)) }
}

/** Whole months from the first of one to the last of another, or null for any other span. */
export function wholeMonths({ from, to }: Period): number | null {
  if (from.slice(8) !== '01' || to !== monthEnd(to)) return null
  const [fy, fm] = parts(from)
  const [ty, tm] = parts(to)
  return ty * 12 + tm - (fy * 12 + fm) + 1
}

/** The period just before, of the same length (whole months stay whole months). */
export function previousPeriod(p: Period): Period {
  const months = wholeMonths(p)
  if (months) return { from: monthStart(p.from, -months), to: monthEnd(monthStart(p.from, -1)) }
  const days = daysBetweenDateStrings(p.from, p.to) + 1
  return { from: addDaysToDateString(p.from, -days), to: addDaysToDateString(p.from, -1) }
}

/** The same dates a year earlier (29 February becomes the 28th). */
export function lastYearPeriod(p: Period): Period {
  const months = wholeMonths(p)
  if (months) return { from: monthStart(p.from, -12), to: monthEnd(monthStart(p.to, -12)) }
  return { from: addMonthsToDateString(p.from, -12), to: addMonthsToDateString(p.to, -12) }
}

/** The months a chart shows: the period's, and at least the twelve ending with its last. */
export function chartMonths(p: Period): string[] {
  const last = monthStart(p.to)
  const first =
    monthStart(p.from) < monthStart(last, -11) ? monthStart(p.from) : monthStart(last, -11)
  const months: string[] = []
  for (let m = first; m <= last; m = monthStart(m, 1)) months.push(m.slice(0, 7))
  return months
}

/** The years a report may name: the business's records and any plan lie well inside them. */
export const FIRST_REPORT_YEAR = 2000
export const LAST_REPORT_YEAR = 2100

/** Why a period cannot be reported: the field at fault and the words; null when it can. */
export type PeriodProblem = { field: 'from' | 'to'; message: string }

/**
 * The one rule for a report's period (every report endpoint, the exports and the GST/RST worksheet
 * check it, and the Reports view before it asks): real YYYY-MM-DD dates, in the years 2000 to
 * 2100, "from" not after "to", at most five years. A period inside these bounds keeps every date
 * the reports derive from it (the year before, the period before, the day after) a date
 * PostgreSQL and JavaScript agree on.
 */
export function checkPeriod({ from, to }: Period): PeriodProblem | null {
  const shape = 'must be a date written YYYY-MM-DD'
  if (!isValidDateString(from)) return { field: 'from', message: `"from" ${shape}.` }
  if (!isValidDateString(to)) return { field: 'to', message: `"to" ${shape}.` }
  const bounds = `Reports cover the years ${FIRST_REPORT_YEAR} to ${LAST_REPORT_YEAR}`
  for (const [field, date] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const year = Number(date.slice(0, 4))
    if (year < FIRST_REPORT_YEAR || year > LAST_REPORT_YEAR)
      return { field, message: `${bounds}: "${field}" is ${date}.` }
  }
  if (from > to) return { field: 'to', message: '"from" must not be after "to".' }
  if (daysBetweenDateStrings(from, to) >= MAX_PERIOD_DAYS)
    return { field: 'to', message: 'A report covers at most five years.' }
  return null
}

/** Why a period cannot be reported, in words, or null when it can. */
export function periodProblem(p: Period): string | null {
  return checkPeriod(p)?.message ?? null
}
