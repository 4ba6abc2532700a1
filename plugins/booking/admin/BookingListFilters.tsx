import Link from 'next/link'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE as TIME_ZONE, todayInZone } from '@kernel/time'

type Condition = [field: string, operator: string, value: string]

const filterHref = (conditions: Condition[]) =>
  '/admin/collections/bookings?sort=eventDate&' +
  conditions
    .map(([field, op, v], i) => `where[and][${i}][${field}][${op}]=${encodeURIComponent(v)}`)
    .join('&')

/** Quick filters above the Bookings list, in Winnipeg dates. */
export function BookingListFilters() {
  const today = todayInZone(new Date(), TIME_ZONE)
  const monthStart = `${today.slice(0, 7)}-01`
  const nextMonth = `${addDaysToDateString(monthStart, 32).slice(0, 7)}-01`
  const links: [string, string][] = [
    [
      'Upcoming',
      filterHref([
        ['eventDate', 'greater_than_equal', today],
        ['status', 'in', 'pending_payment,confirmed'],
      ]),
    ],
    [
      'Balance due',
      filterHref([
        ['remainingBalanceCents', 'greater_than', '0'],
        ['status', 'equals', 'confirmed'],
        ['eventDate', 'greater_than_equal', today],
      ]),
    ],
    ['Holds', filterHref([['status', 'equals', 'pending_payment']])],
    ['Cancelled', filterHref([['status', 'in', 'cancelled,refunded']])],
    [
      'This month',
      filterHref([
        ['eventDate', 'greater_than_equal', monthStart],
        ['eventDate', 'less_than', nextMonth],
      ]),
    ],
    ['All bookings', '/admin/collections/bookings'],
  ]
  return (
    <nav
      aria-label="Booking filters"
      style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}
    >
      {links.map(([label, href]) => (
        <Link href={href} key={label} style={{ minHeight: 24, lineHeight: '24px' }}>
          {label}
        </Link>
      ))}
      <Link href="/admin/create-booking">New phone or email booking</Link>
    </nav>
  )
}
