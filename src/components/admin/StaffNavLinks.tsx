const LINKS: [string, string][] = [
  ['Today', '/admin'],
  ['Calendar', '/admin/calendar'],
  ['New booking', '/admin/create-booking'],
  ['Customers', '/admin/sheets'],
  ['Abandoned carts', '/admin/dashboard'],
  ['Google setup', '/admin/google-setup'],
  ['Telegram setup', '/admin/telegram-setup'],
]

/** The staff views in Payload's side navigation (custom views are not listed by default). */
export function StaffNavLinks() {
  return (
    <nav aria-label="Staff views" style={{ display: 'grid', gap: 4, marginBottom: 'var(--base)' }}>
      {LINKS.map(([label, href]) => (
        <a className="nav__link" href={href} key={href}>
          <span className="nav__link-label">{label}</span>
        </a>
      ))}
    </nav>
  )
}
