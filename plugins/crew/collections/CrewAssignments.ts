import type { CollectionConfig } from 'payload'

import { instantField } from '@admin-kit/fields/adminFields'
import { systemCollection } from '@admin-kit/systemCollection'

import { assignmentWords } from './assignmentWords'
import { staffOrOwnRows } from './crewAccess'

/**
 * Who works which booth of a booking. Written only by the crew operations (assign, respond,
 * check in and out, packing ticks); read by staff, and by the attendant it names.
 */
export const CrewAssignments: CollectionConfig = {
  slug: 'crew-assignments',
  admin: {
    defaultColumns: ['booking', 'boothName', 'attendantName', 'status'],
    ...systemCollection,
  },
  access: {
    read: staffOrOwnRows('attendant'),
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    // The stored ids ('booth1', a user id) stay hidden; the record reads them in words.
    { name: 'booth', type: 'text', required: true, admin: { hidden: true } },
    {
      name: 'attendant',
      type: 'relationship',
      relationTo: 'users',
      required: true,
      index: true,
      admin: { hidden: true },
    },
    ...assignmentWords,
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'offered',
      index: true,
      options: [
        { label: 'Waiting for an answer', value: 'offered' },
        { label: 'Accepted', value: 'accepted' },
        { label: 'Declined', value: 'declined' },
      ],
    },
    instantField('respondedAt', 'Answered at'),
    instantField('checkedInAt', 'Checked in at'),
    instantField('checkedOutAt', 'Checked out at'),
    {
      // Packing-list items ticked on the run sheet (ids of packing-items), kept across reloads.
      name: 'packed',
      type: 'array',
      admin: { readOnly: true },
      fields: [{ name: 'item', type: 'number', required: true }],
    },
  ],
}
