import type { Booking } from '../../types'

import { muted } from '@admin-kit/adminStyles'

const POWER = { yes: 'power nearby', no: 'NO power nearby', unsure: 'power unsure' }
const ACCESS = { ground: 'ground level', elevator: 'elevator', stairs: 'STAIRS only' }

/** The customer's set-up details on one line for the crew, or a flag that they are missing. */
export function EventDetailsSummary({ booking }: { booking: Booking }) {
  const d = booking.eventDetails
  if (!d?.submittedAt)
    return <div style={{ ...muted, fontStyle: 'italic' }}>Event details not given yet</div>
  const parts = [
    d.venueContactName && `Venue: ${d.venueContactName} ${d.venueContactPhone ?? ''}`.trim(),
    d.boothPlacement && `Booth: ${d.boothPlacement}`,
    d.powerNearby && POWER[d.powerNearby],
    d.access && ACCESS[d.access],
    d.frameText && `Frame: “${d.frameText}” (${d.frameColours ?? ''})`,
    d.welcomeScreenText && `Welcome screen: “${d.welcomeScreenText}”`,
  ].filter(Boolean)
  return <div style={{ ...muted, overflowWrap: 'anywhere' }}>{parts.join(' · ')}</div>
}
