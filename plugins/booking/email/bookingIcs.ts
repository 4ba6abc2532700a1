import { createEvent } from 'ics'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import type { EmailBooking, EmailSite } from './emailTypes'

/**
 * The event as a calendar file. Times are exact instants (UTC, 'Z') derived from the booking's
 * Winnipeg wall clock with the bundled zone data (core/time), not the runtime's ICU.
 */
export function bookingIcs(booking: EmailBooking, site: EmailSite): string {
  const { error, value } = createEvent({
    uid: `${booking.reference}@${new URL(site.siteUrl).hostname}`,
    productId: 'photobooth-winnipeg/ics',
    title: `${site.businessName}: ${booking.packageName} photo booth`,
    start: Date.parse(booking.timeline.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.timeline.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: booking.address,
    description: [
      `Booking ${booking.reference} (times in ${BUSINESS_TIME_ZONE}).`,
      `Setup begins ${booking.times.setup}; photo booth ${booking.times.start} to ${booking.times.end}.`,
      `Questions: ${site.businessPhone} or ${site.businessEmail}.`,
    ].join('\n'),
    url: booking.link,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: site.businessName, email: site.businessEmail },
  })
  if (error || !value) throw error ?? new Error('Could not create the calendar file')
  return value
}
