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

// Views a disabled plugin does not register (collections always stay, so their pages do).
const PLUGIN_VIEWS = new Set(['/admin/sheets', '/admin/dashboard'])

/** Where staff go next from the landing page: `offered` are the hrefs enabled plugins added. */
export function TodayLinks({ offered }: { offered: Set<string> }) {
  const links = LINKS.filter(([, href]) => !PLUGIN_VIEWS.has(href) || offered.has(href))
  return (
    <nav aria-labelledby="h-links" style={panel}>
      <h2 id="h-links">Go to</h2>
      <ul style={{ ...list, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {links.map(([label, href]) => (
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
