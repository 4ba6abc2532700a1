import { format } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'

import { msg } from './messages'

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** 'YYYY-MM-DD' → 'Saturday, June 6, 2026'; anything unparseable → 'Invalid Date' (the spec). */
export function formatDateLong(date: string | null | undefined): string {
  const m = DATE_RE.exec(date ?? '')
  if (!m) return msg.invalidDate
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  if (d.getMonth() !== Number(m[2]) - 1) return msg.invalidDate
  return format(d, 'EEEE, MMMM d, yyyy')
}

/** An instant as a Winnipeg wall-clock time: '1:30 PM'. */
export function formatClock(iso: string | null | undefined, timeZone = 'America/Winnipeg'): string {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return '—'
  return formatInTimeZone(d, timeZone, 'h:mm a')
}
