import type { StaffLink } from '@admin-kit/staffAdmin'

const list = (slug: string) => `/admin/collections/${slug}`

const site = (label: string, slug: string, order: number): StaffLink => ({
  group: 'Site content',
  label,
  href: list(slug),
  order,
  collection: slug,
})

/** The host's own collections: what the website shows, and the settings behind it. */
export const hostLinks: StaffLink[] = [
  site('Packages', 'packages', 10),
  site('Add-ons', 'add-ons', 20),
  site('Backdrops', 'backdrops', 30),
  site('Promo codes', 'promo-codes', 40),
  site('Pages', 'pages', 50),
  site('Posts', 'posts', 60),
  site('FAQs', 'faqs', 70),
  {
    group: 'Settings',
    label: 'Site settings',
    href: '/admin/globals/site-settings',
    order: 10,
    hint: 'Business name and contact, legal details and taxes, booking rules, payments.',
  },
  {
    group: 'Settings',
    label: 'Service areas',
    href: list('service-areas'),
    order: 30,
    collection: 'service-areas',
    hint: 'Where you travel, and the travel fee of each area.',
  },
  {
    group: 'Settings',
    label: 'Media library',
    href: list('media'),
    order: 35,
    collection: 'media',
    hint: 'Every image the site uses; pages, packages and backdrops pick from it.',
  },
  {
    group: 'Settings',
    label: 'Staff accounts',
    href: list('users'),
    order: 90,
    adminOnly: true,
    hint: 'Who can sign in here, and as what: owner (admin), staff or attendant.',
  },
]
