// A lead's words back into the builder's fields: inquiries store the date and time as people read
// them ('Saturday, June 12, 2027', '6:00 PM'; see inquiries' readableSlot), or as typed.
import { type EVENT_TYPES, isValidDateString } from '@kernel'

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

/** '60 guests', 'about 120 people', 'for 80 ppl' in a lead's message → '60'; else ''. */
export function leadGuests(message: string | null | undefined): string {
  const m = /(\d{1,5})\s*(?:\+\s*)?(?:guests?|people|persons?|ppl|attendees)\b/i.exec(message ?? '')
  return m && Number(m[1]) >= 1 ? String(Number(m[1])) : ''
}

// A lead's words → the event type the wizard offers (the first kind named wins).
const EVENT_WORDS: [RegExp, (typeof EVENT_TYPES)[number]][] = [
  [/\b(wedding|reception|bride and groom)\b/i, 'Wedding'],
  [/\b(baby shower|bridal shower|shower)\b/i, 'Baby or Bridal Shower'],
  [/\b(birthday|bday|b-day|\d+(st|nd|rd|th) party)\b/i, 'Birthday'],
  [/\b(christmas|holiday party|new year)/i, 'Holiday Party'],
  [/\b(corporate|company|office|staff party|conference)\b/i, 'Corporate Event'],
  [/\b(school|grad|graduation|prom|youth)\b/i, 'School or Youth Event'],
  [/\b(fundraiser|gala)\b/i, 'Fundraiser or Gala'],
]

/** The event type a lead's message names ('our wedding' → 'Wedding'); else ''. */
export function leadEventType(message: string | null | undefined): string {
  const text = message ?? ''
  return EVENT_WORDS.find(([words]) => words.test(text))?.[1] ?? ''
}
