import { formatDateLong } from '@kernel'

/**
 * 'April 24, 2025' for a CMS date field (publication and effective dates). Payload stores these
 * calendar days at midnight UTC: the day is the instant's UTC date, never Winnipeg's (the day
 * before).
 */
export const formatStoredDay = (iso: string) =>
  formatDateLong(new Date(iso).toISOString().slice(0, 10), { weekday: false })
