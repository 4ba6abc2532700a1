import type { CollectionConfig } from 'payload'

import { isStaff } from '@server-kit'

import { instantField } from '@admin-kit/fields/adminFields'

const readOnly = { readOnly: true }

/**
 * People waiting for a sold-out date (POST /api/waitlist). Never a hold: an entry blocks no one.
 * When a booth frees on the date, operations/offerWaitlist offers it to the first match for 12
 * hours, then to the next. Staff read each date's list here and may offer a slot by hand.
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: {
    group: 'Work',
    useAsTitle: 'name',
    defaultColumns: ['eventDate', 'name', 'status', 'earliestTime', 'latestTime', 'createdAt'],
    listSearchableFields: ['name', 'email', 'eventDate'],
    // Each date's line in words, with staff's "Offer now", above Payload's own table.
    components: { beforeList: ['/plugins/quotes/admin/WaitlistByDate#WaitlistByDate'] },
  },
  defaultSort: 'createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  fields: [
    { name: 'eventDate', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'package', type: 'relationship', relationTo: 'packages', required: true },
    { name: 'earliestTime', type: 'text', required: true, admin: readOnly },
    { name: 'latestTime', type: 'text', required: true, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      options: [
        { label: 'Waiting', value: 'waiting' },
        { label: 'Offered', value: 'offered' },
        { label: 'Offer lapsed', value: 'lapsed' },
        { label: 'Booked', value: 'booked' },
        { label: 'Removed', value: 'removed' },
      ],
    },
    { name: 'offeredTime', type: 'text', admin: readOnly },
    // The offer's hold: an unpaid booking made like the wizard's, lasting as long as the offer.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', admin: readOnly },
    instantField('offeredAt', 'Offered'),
    instantField('offerExpiresAt', 'Offer ends'),
  ],
}
