import type { StaffLink } from '@admin-kit/staffAdmin'

/** Quotes and the waitlist sit with the bookings they become (the staff guide: Work → …). */
export const quoteLinks: StaffLink[] = [
  {
    group: 'Work',
    label: 'Quotes',
    href: '/admin/collections/quotes',
    order: 50,
    collection: 'quotes',
  },
  {
    group: 'Work',
    label: 'Waitlist',
    href: '/admin/collections/waitlist-entries',
    order: 60,
    collection: 'waitlist-entries',
  },
]
