import { isValidDateString } from '@kernel'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?'
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?'
const YEAR = '(?:,?\\s+(\\d{4}))?'
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The event date a question names ("June 12", "12 June 2027", "2027-06-12") as YYYY-MM-DD.
 * Without a year it is the next such day on or after `today` (YYYY-MM-DD). Null when none.
 */
export function parseEventDate(text: string, today: string): string | null {
  const iso = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/)
  if (iso) return isValidDateString(iso[0]) ? iso[0] : null
  const monthFirst = text.match(new RegExp(`\\b${MONTH}\\s+${DAY}\\b${YEAR}`, 'i'))
  const dayFirst = text.match(new RegExp(`\\b${DAY}\\s+(?:of\\s+)?${MONTH}${YEAR}`, 'i'))
  const parts = monthFirst
    ? { month: monthFirst[1], day: monthFirst[2], year: monthFirst[3] }
    : dayFirst
      ? { month: dayFirst[2], day: dayFirst[1], year: dayFirst[3] }
      : null
  if (!parts) return null
  const month = MONTHS.indexOf(parts.month.toLowerCase()) + 1
  const thisYear = Number(today.slice(0, 4))
  const build = (year: number) => `${year}-${pad(month)}-${pad(Number(parts.day))}`
  if (parts.year)
    return isValidDateString(build(Number(parts.year))) ? build(Number(parts.year)) : null
  const date = build(thisYear) >= today ? build(thisYear) : build(thisYear + 1)
  return isValidDateString(date) ? date : null
}

/** "7pm", "7:30 pm", "noon" → 'HH:mm'; null when the question names no time. */
export function parseEventTime(text: string): string | null {
  if (/\bnoon\b/i.test(text)) return '12:00'
  const m = text.match(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)/i)
  if (!m) return null
  const hour = (Number(m[1]) % 12) + (m[3].toLowerCase().startsWith('p') ? 12 : 0)
  const minute = Number(m[2] ?? 0)
  return hour < 24 && minute < 60 ? `${pad(hour)}:${pad(minute)}` : null
}
