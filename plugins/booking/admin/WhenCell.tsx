import type { DefaultCellComponentProps } from 'payload'

import { formatTimeOrDash } from '@kernel'
import { formatShortDate } from './formatShortDate'

/** A booking's event as 'Sat, Jan 16, 2027 · 7:30 PM' in the Bookings list (Winnipeg wall clock). */
export function WhenCell({ rowData }: DefaultCellComponentProps) {
  const r = (rowData ?? {}) as { eventDate?: string; eventTime?: string }
  if (!r.eventDate) return null
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatShortDate(r.eventDate)} · {formatTimeOrDash(r.eventTime)}
    </span>
  )
}
