// A lead's words back into the builder's fields: inquiries store the date and time as people read
// them ('Saturday, June 12, 2027', '6:00 PM'; see inquiries' readableSlot), or as typed.
import { isValidDateString } from '@kernel'

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** '2027-06-12', 'Saturday, June 12, 2027' or 'June 12, 2027' → '2027-06-12'; else ''. */
export function leadDate(text: string | null | undefined): string {
  const t = (text ?? '').trim()
  if (isValidDateString(t)) return t
  const m = /([a-z]+)\s+(\d{1,2}),?\s+(\d{4})$/i.exec(t)
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) + 1 : 0
  if (!m || month === 0) return ''
  const date = `${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`
  return isValidDateString(date) ? date : ''
}

/** '6:00 PM' or '18:00' → '18:00' when it is one of `grid` (the start times offered); else ''. */
export function leadTime(text: string | null | undefined, grid: readonly string[]): string {
  const t = (text ?? '').trim().toUpperCase()
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)?$/.exec(t)
  if (!m) return ''
  let hour = Number(m[1])
  if (m[3] === 'PM' && hour < 12) hour += 12
  if (m[3] === 'AM' && hour === 12) hour = 0
  const time = `${String(hour).padStart(2, '0')}:${m[2]}`
  return grid.includes(time) ? time : ''
}

/** 'Mary Ann Smith' → first 'Mary Ann', last 'Smith' (a one-word name is the first name). */
export function splitName(name: string | null | undefined): {
  firstName: string
  lastName: string
} {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' }
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! }
}

/** The package the lead named, by name (case and spacing ignored); else null. */
export function leadPackage<P extends { name: string }>(
  name: string | null | undefined,
  packages: P[],
): P | null {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim()
  return name ? (packages.find((p) => key(p.name) === key(name)) ?? null) : null
}
