/** `prefetch: false` for a per-visitor page Next must not prefetch (never cached, force-dynamic). */
export type NavLink = { label: string; section?: string; href?: string; prefetch?: false }

/** The header's links: landing sections first, then pages. */
export const navLinks: NavLink[] = [
  { label: 'About', section: 'about' },
  { label: 'Packages', section: 'packages' },
  { label: 'Service Area', section: 'service-area' },
  { label: 'Why Choose Us', section: 'why-us' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Contact', href: '/contact' },
  // A customer who lost the email asks for their link again (issue 49).
  { label: 'Manage my booking', href: '/booking/manage', prefetch: false },
]

export const blogLink: NavLink = { label: 'Blog', href: '/blog' }
