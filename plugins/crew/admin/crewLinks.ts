import type { StaffLink } from '@admin-kit/staffAdmin'

const DAYS_OFF = '/admin/collections/crew-unavailable-dates'

/** The crew's places in the nav: attendants their events; the owner run sheets, proofs, pay. */
export const crewLinks: StaffLink[] = [
  { group: 'Work', label: 'My events', href: '/admin/crew', order: 5, crew: true },
  { group: 'Work', label: 'My days off', href: DAYS_OFF, order: 6, crew: true },
  { group: 'Event day', label: 'Run sheets', href: '/admin/crew', order: 10 },
  {
    group: 'Event day',
    label: 'Design proofs',
    href: '/admin/collections/design-proofs',
    order: 20,
    collection: 'design-proofs',
  },
  { group: 'Money', label: 'Crew pay', href: '/admin/crew-pay', order: 40, adminOnly: true },
  {
    group: 'Settings',
    label: 'Crew days off',
    href: DAYS_OFF,
    order: 40,
    collection: 'crew-unavailable-dates',
    hint: 'Dates an attendant cannot work; the crew picker skips them.',
  },
  {
    group: 'Settings',
    label: 'Packing list',
    href: '/admin/collections/packing-items',
    order: 50,
    collection: 'packing-items',
    hint: 'What goes in the van for each package and add-on (the run sheet lists it).',
  },
]
