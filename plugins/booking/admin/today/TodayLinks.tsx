import { list, panel, targetLink } from '@admin-kit/adminStyles'

const LINKS: [string, string][] = [
  ['New phone or email booking', '/admin/create-booking'],
  ['Bookings calendar', '/admin/calendar'],
  ['Bookings', '/admin/collections/bookings'],
  ['Outbox (every email sent)', '/admin/collections/outbox'],
  ['Customers', '/admin/sheets'],
  ['Abandoned carts', '/admin/dashboard'],
  ['Inquiries', '/admin/collections/inquiries'],
  ['Site settings', '/admin/globals/site-settings'],
]

/** Where staff go next from the landing page. */
export function TodayLinks() {
  return (
    <nav aria-labelledby="h-links" style={panel}>
      <h2 id="h-links">Go to</h2>
      <ul style={{ ...list, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {LINKS.map(([label, href]) => (
          <li key={href}>
            <a href={href} style={targetLink}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
