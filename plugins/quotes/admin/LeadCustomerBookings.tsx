import type { PayloadRequest } from 'payload'

import { formatDateLong } from '@kernel'
import { bookingsOfEmail } from '@booking/server'
import { statusLabel } from '@booking/rules'

/**
 * The lead's email already booked: that customer's bookings, each linked, so staff quoting a
 * returning customer see their history (and the bookings list searched by the email).
 */
export async function LeadCustomerBookings({ email, req }: { email: string; req: PayloadRequest }) {
  const key = email.trim().toLowerCase()
  const own = await bookingsOfEmail(req, key)
  if (own.length === 0) return null
  const search = `/admin/collections/bookings?search=${encodeURIComponent(key)}`
  return (
    <section aria-labelledby="lead-customer" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="lead-customer" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Already a customer
      </h2>
      <p>
        {key} has {own.length === 1 ? '1 booking' : `${own.length} bookings`}:{' '}
        <a href={search}>see them in Bookings</a>.
      </p>
      <ul data-testid="lead-customer-bookings">
        {own.map((b) => (
          <li key={b.id}>
            <a href={`/admin/collections/bookings/${b.id}`}>{b.reference}</a> ·{' '}
            {formatDateLong(b.eventDate)} · {statusLabel(b.status)}
          </li>
        ))}
      </ul>
    </section>
  )
}
