import type { DataFromCollectionSlug, PayloadRequest } from 'payload'

import type { Booking, Payment } from '../../types'
import { RESERVATION_STATUS } from '../../core/bookingStatus'

export type OutboxRow = Pick<
  DataFromCollectionSlug<'outbox'>,
  'id' | 'subject' | 'to' | 'status' | 'createdAt'
>
type Reservation = DataFromCollectionSlug<'booth-reservations'>

export type Workspace = {
  booking: Booking
  payments: Payment[]
  emails: OutboxRow[]
  /** When the last booth is free again (teardown and travel buffer), from the booking's slot. */
  bufferEnd: string | null
}

/** The booking as the workspace shows it, read with the staff user's own access. */
export async function loadWorkspace(req: PayloadRequest, id: number | string) {
  const common = { req, overrideAccess: false, user: req.user } as const
  const booking = (await req.payload
    .findByID({ ...common, collection: 'bookings', id, depth: 1 })
    .catch(() => null)) as Booking | null
  if (!booking) return null
  const byBooking = { booking: { equals: booking.id } }
  const [payments, emails, slots] = await Promise.all([
    req.payload.find({ ...common, collection: 'payments', where: byBooking, sort: 'createdAt' }),
    req.payload.find({
      ...common,
      collection: 'outbox',
      where: byBooking,
      sort: '-createdAt',
      limit: 50,
      select: { subject: true, to: true, status: true, createdAt: true },
    }),
    req.payload.find({
      ...common,
      collection: 'booth-reservations',
      where: byBooking,
      sort: '-id',
      limit: 20,
      depth: 0,
    }),
  ])
  return {
    booking,
    payments: payments.docs as Payment[],
    emails: emails.docs as OutboxRow[],
    bufferEnd: currentSlotEnd(slots.docs as Reservation[], booking),
  } satisfies Workspace
}

/** The end of the slot that matches the booking's timeline (a reschedule leaves old rows). */
function currentSlotEnd(slots: Reservation[], booking: Booking): string | null {
  const start = booking.timeline?.setupStart
  const live = slots.find((s) => s.status !== RESERVATION_STATUS.released)
  const same = slots.find(
    (s) => start && new Date(s.startsAt).getTime() === new Date(start).getTime(),
  )
  return (live ?? same)?.endsAt ?? null
}
