import type { UIFieldServerProps } from 'payload'

import { findBooking } from '@booking/server'
import { formatDateLong, relId } from '@kernel'

/**
 * Beside each review in the admin: the booking it is about (a link), its date and package, and
 * the attendants who worked it, so the owner replies knowing the event.
 */
export async function ReviewContext({ data, req }: UIFieldServerProps) {
  const bookingId = relId(data?.booking) as number | null
  if (!bookingId || !req) return null
  const booking = await findBooking(req, bookingId, 1)
  if (!booking) return <p>The booking of this review was deleted.</p>
  const crew = await req.payload.find({
    collection: 'crew-assignments',
    where: { and: [{ booking: { equals: bookingId } }, { status: { equals: 'accepted' } }] },
    depth: 1,
    limit: 4,
    overrideAccess: true,
    req,
  })
  const attendants = crew.docs
    .map((a) => (typeof a.attendant === 'object' ? a.attendant.name || a.attendant.email : null))
    .filter(Boolean)
  const pkg = typeof booking.package === 'object' ? booking.package.name : null
  return (
    <section
      aria-label="The booking of this review"
      data-testid="review-context"
      style={{
        marginBottom: 'var(--base)',
        padding: 12,
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
      }}
    >
      <p style={{ margin: 0 }}>
        <a href={`/admin/collections/bookings/${bookingId}`}>
          {booking.reference} · {booking.firstName} {booking.lastName}
        </a>{' '}
        · {formatDateLong(booking.eventDate)}
        {pkg ? ` · ${pkg}` : ''}
      </p>
      <p style={{ margin: '4px 0 0' }}>
        {attendants.length ? `Attendant: ${attendants.join(', ')}` : 'No attendant on this booking'}
      </p>
    </section>
  )
}
