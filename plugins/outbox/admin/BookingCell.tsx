import type { DefaultServerCellComponentProps } from 'payload'

import { bookingLabel } from '@booking/server'

/** The booking an email belongs to, as its reference and customer, linked to the booking. */
export async function BookingCell({ cellData, payload }: DefaultServerCellComponentProps) {
  const id = typeof cellData === 'object' && cellData ? (cellData as { id?: unknown }).id : cellData
  if (typeof id !== 'number' && typeof id !== 'string') return null
  const booking = await bookingLabel(payload, id)
  if (!booking) return <span>Deleted booking</span>
  return (
    <a
      href={`/admin/collections/bookings/${booking.id}`}
      style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}
    >
      {booking.reference} · {booking.firstName} {booking.lastName}
    </a>
  )
}
