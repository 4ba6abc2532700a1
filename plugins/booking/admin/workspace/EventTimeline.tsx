import type { Booking } from '../../types'

import { isCancelledOrRefunded } from '../../core/bookingStatus'
import { formatInstant } from '@kernel/time'
import { heading, section } from './workspaceStyles'

/** '7:30 PM', or 'Sat, Jan 16, 12:30 AM' when a step falls on another day than the event. */
function when(instant: string | null | undefined, eventDay: string): string {
  if (!instant) return '—'
  const day = formatInstant(instant, 'weekdayTime')
  return day.startsWith(eventDay) ? formatInstant(instant, 'time') : day
}

/** Setup, booth open, booth close and the teardown and travel buffer, as one timeline. */
export function EventTimeline({
  booking,
  bufferEnd,
}: {
  booking: Booking
  bufferEnd: string | null
}) {
  const t = booking.timeline
  const eventDay = t?.start
    ? formatInstant(t.start, 'weekdayTime').split(', ').slice(0, 2).join(', ')
    : ''
  const cancelled = isCancelledOrRefunded(booking.status)
  const steps: [string, string | null | undefined][] = [
    ['Setup starts', t?.setupStart],
    ['Booth opens', t?.start],
    ['Booth closes', t?.end],
    ['Booth free again (teardown and travel)', bufferEnd],
  ]
  return (
    <section aria-labelledby="ws-timeline" style={section} data-testid="event-timeline">
      <h2 id="ws-timeline" style={heading}>
        Timeline (Winnipeg)
      </h2>
      {cancelled ? <p style={{ margin: '0 0 8px' }}>Cancelled: the booths are free.</p> : null}
      <ol style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
        {steps.map(([label, at]) => (
          <li key={label}>
            <strong>{when(at, eventDay)}</strong> {label}
          </li>
        ))}
      </ol>
    </section>
  )
}
