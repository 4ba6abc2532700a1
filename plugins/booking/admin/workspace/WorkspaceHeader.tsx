import type { Booking } from '../../types'

import { formatDateLong, formatTimeOrDash } from '@kernel'
import { phoneParts } from '@kernel/format/phoneParts'
import { StatusBadge } from './statusBadge'
import { Term } from './Term'
import { link, section, terms } from './workspaceStyles'

const BOOTHS: Record<string, string> = { booth1: 'Booth 1', booth2: 'Booth 2' }

/** Who, when, what and where, at a glance. */
export function WorkspaceHeader({ booking }: { booking: Booking }) {
  const phone = phoneParts(booking.phone)
  const pkg = typeof booking.package === 'object' ? booking.package?.name : null
  const backdrop = typeof booking.backdrop === 'object' ? booking.backdrop?.name : null
  const booths = (booking.booths ?? []).map((b) => BOOTHS[b] ?? b).join(' and ')
  return (
    <header style={section} data-testid="booking-header">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <h2 style={{ margin: 0, fontSize: 24 }}>Booking {booking.reference}</h2>
        <StatusBadge status={booking.status} />
      </div>
      <p style={{ margin: '8px 0 12px', fontSize: 18 }}>
        {booking.firstName} {booking.lastName}
        {phone ? (
          <>
            {' · '}
            <a href={phone.href} style={link}>
              {phone.label}
            </a>
          </>
        ) : null}
        {booking.email ? (
          <>
            {' · '}
            <a href={`mailto:${booking.email}`} style={link}>
              {booking.email}
            </a>
          </>
        ) : null}
      </p>
      <dl style={terms}>
        <Term label="Event date">{formatDateLong(booking.eventDate)}</Term>
        <Term label="Start time (Winnipeg)">
          <span data-testid="booking-time">{formatTimeOrDash(booking.eventTime)}</span>
        </Term>
        <Term label="Package">{pkg ?? '—'}</Term>
        <Term label="Booth">{booths || '—'}</Term>
        <Term label="Backdrop">{backdrop ?? '—'}</Term>
      </dl>
    </header>
  )
}
