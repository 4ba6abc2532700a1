import type { UIFieldServerProps } from 'payload'

import { formatCad, formatDateLong, relId } from '@kernel'
import { HeadRow } from '@admin-kit/HeadRow'

import { LeadCustomerBookings } from './LeadCustomerBookings'

const STATUS: Record<string, string> = {
  sent: 'Sent',
  accepted: 'Accepted and booked',
  declined: 'Declined',
  expired: 'Expired',
}
const cell = { textAlign: 'left', padding: '6px 8px 6px 0' } as const

/**
 * A lead's quotes and the booking they became, on the lead's page (added by the quotes plugin:
 * the inquiries plugin knows nothing of quotes): number, status and total in words, expiry as a
 * date, and links to each quote and booking; above them, the bookings the lead's email already
 * has (a returning customer).
 */
export async function LeadQuotesField({ id, req }: UIFieldServerProps) {
  if (!id || !req) return null
  const lead = await req.payload
    .findByID({ collection: 'inquiries', id, depth: 0, req, select: { email: true } })
    .catch(() => null)
  const { docs } = await req.payload.find({
    collection: 'quotes',
    where: { lead: { equals: id } },
    sort: 'createdAt',
    depth: 1,
    limit: 50,
    req,
    overrideAccess: false,
  })
  return (
    <>
      {lead?.email ? <LeadCustomerBookings email={lead.email} req={req} /> : null}
      <section aria-labelledby="lead-quotes" style={{ marginBottom: 'var(--base)' }}>
        <h2 id="lead-quotes" style={{ fontSize: 18, margin: '0 0 8px' }}>
          Quotes and booking
        </h2>
        {docs.length === 0 ? (
          <p>No quote yet: “Build a quote” above makes one from this lead.</p>
        ) : (
          <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="lead-quotes">
            <HeadRow columns={['Quote', 'Status', 'Total', 'Good until', 'Booking']} style={cell} />
            <tbody>
              {docs.map((q) => {
                const booking = q.booking && typeof q.booking === 'object' ? q.booking : null
                return (
                  <tr key={q.id} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
                    <td style={cell}>
                      <a href={`/admin/collections/quotes/${q.id}`}>{q.number}</a>
                    </td>
                    <td style={cell}>{STATUS[q.status] ?? q.status}</td>
                    <td style={cell}>{formatCad(q.totalCents ?? 0)}</td>
                    <td style={cell}>{formatDateLong(q.expiresOn, { weekday: false })}</td>
                    <td style={cell}>
                      {q.booking ? (
                        <a href={`/admin/collections/bookings/${relId(q.booking)}`}>
                          {booking?.reference ?? 'Open the booking'}
                        </a>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}
