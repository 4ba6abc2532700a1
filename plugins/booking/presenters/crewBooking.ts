import { relId } from '@kernel'

import { isConfirmed } from '../core/bookingStatus'
import { moneyState } from '../core/moneyState'
import type { Booking } from '../types'
import type { BookingSnapshot } from './bookingSnapshot'

/**
 * A booking as the event-day crew reads it (plugins/crew): who, where, when, what was sold as the
 * booking's snapshot took it, and the one amount an attendant handles, the balance to collect.
 * `history` is carried only to append to it (updateBookingWithHistory).
 */
export type CrewBooking = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'eventDate'
  | 'eventTime'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'driveMinutes'
  | 'booths'
  | 'timeline'
  | 'eventDetails'
  | 'history'
> & {
  confirmed: boolean
  /** The package sold (the snapshot's, else the booking's relation). */
  packageId: number | null
  packageName: string | null
  backdropName: string | null
  /** Sold without an attendant: nobody is assigned and nobody is texted an arrival time. */
  selfServe: boolean
  addOns: { addOnId: number | null; name: string; quantity: number }[]
  balanceCents: number
}

type SnapshotPart = {
  package?: Partial<BookingSnapshot['package']>
  backdrop?: Partial<BookingSnapshot['backdrop']>
}

export function crewBooking(b: Booking): CrewBooking {
  // Bookings made before snapshots (or seeded without one) have none: every part is optional.
  const snap = (b.snapshot ?? {}) as SnapshotPart
  return {
    id: b.id,
    reference: b.reference,
    eventDate: b.eventDate,
    eventTime: b.eventTime,
    firstName: b.firstName,
    lastName: b.lastName,
    email: b.email,
    phone: b.phone,
    address: b.address,
    driveMinutes: b.driveMinutes,
    booths: b.booths,
    timeline: b.timeline,
    eventDetails: b.eventDetails,
    history: b.history,
    confirmed: isConfirmed(b.status),
    packageId: snap.package?.id ?? relId(b.package),
    packageName: snap.package?.name ?? null,
    backdropName: snap.backdrop?.name ?? null,
    selfServe: Boolean(snap.package?.selfServe),
    addOns: (b.addOns ?? []).map((x) => ({
      addOnId: x.addOn ? relId(x.addOn) : null,
      name: x.name ?? '',
      quantity: x.quantity ?? 1,
    })),
    balanceCents: moneyState(b).balanceCents,
  }
}
