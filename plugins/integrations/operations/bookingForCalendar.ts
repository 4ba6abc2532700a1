import type { DataFromCollectionSlug } from 'payload'

import type { CalendarBooking } from '../calendar/calendarEvent'

type Booking = DataFromCollectionSlug<'bookings'>

/** The booking as the calendar and the sheet need it (package name from its snapshot). */
export function toCalendarBooking(b: Booking): CalendarBooking {
  const snapshot = b.snapshot as { package?: { name?: string } } | null
  return {
    id: b.id,
    reference: b.reference ?? `#${b.id}`,
    status: b.status,
    firstName: b.firstName,
    lastName: b.lastName,
    phone: b.phone,
    email: b.email,
    address: b.address,
    packageName: snapshot?.package?.name ?? '',
    setupStart: b.timeline?.setupStart ?? b.timeline?.start ?? '',
    start: b.timeline?.start ?? '',
    end: b.timeline?.end ?? '',
  }
}
