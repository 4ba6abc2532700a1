import type { Booking } from '../../types'

import { formatInstant } from '@kernel/time'
import { phoneParts } from '@kernel/format/phoneParts'
import { Term } from './Term'
import { heading, link, section, terms } from './workspaceStyles'

const POWER: Record<string, string> = { yes: 'Yes, within 10 ft', no: 'No', unsure: 'Not sure' }
const ACCESS: Record<string, string> = {
  ground: 'Ground level, no steps',
  elevator: 'Elevator',
  stairs: 'Stairs only',
}

/** The customer's event and what the crew needs on the day. */
export function EventDetailsPanel({ booking }: { booking: Booking }) {
  const d = booking.eventDetails
  const venuePhone = phoneParts(d?.venueContactPhone)
  return (
    <section aria-labelledby="ws-details" style={section} data-testid="event-details">
      <h2 id="ws-details" style={heading}>
        Event details
      </h2>
      <dl style={terms}>
        <Term label="Event type">{booking.eventType || '—'}</Term>
        <Term label="Guests">{booking.guestCount ?? '—'}</Term>
        <Term label="Address">{booking.address || '—'}</Term>
        <Term label="Heard about us">{booking.referralSource || '—'}</Term>
        <Term label="Venue contact">
          {d?.venueContactName || '—'}
          {venuePhone ? (
            <>
              {' '}
              <a href={venuePhone.href} style={link}>
                {venuePhone.label}
              </a>
            </>
          ) : null}
        </Term>
        <Term label="Where the booth goes">{d?.boothPlacement || '—'}</Term>
        <Term label="Power nearby">{POWER[d?.powerNearby ?? ''] ?? '—'}</Term>
        <Term label="Getting in">{ACCESS[d?.access ?? ''] ?? '—'}</Term>
        <Term label="Frame text">
          {d?.frameText ? `${d.frameText}${d.frameColours ? ` (${d.frameColours})` : ''}` : '—'}
        </Term>
        <Term label="Welcome screen">{d?.welcomeScreenText || '—'}</Term>
        <Term label="Details given">
          {d?.submittedAt ? formatInstant(d.submittedAt) : 'Not yet'}
        </Term>
      </dl>
      {booking.notes ? (
        <p style={{ margin: '12px 0 0', whiteSpace: 'pre-wrap' }}>
          <strong>Notes:</strong> {booking.notes}
        </p>
      ) : null}
      <p style={{ margin: '12px 0 0' }}>Edit these under “Customer and event details” below.</p>
    </section>
  )
}
