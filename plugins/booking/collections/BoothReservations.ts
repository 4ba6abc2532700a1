import type { CollectionConfig, Field } from 'payload'

import { isAdmin, isStaff } from '@server-kit'

import { instantField } from '@admin-kit/fields/adminFields'
import { systemCollection } from '@admin-kit/systemCollection'

/**
 * One row per booth a booking occupies. A PostgreSQL exclusion constraint (see the
 * booth_reservations_no_overlap migration) makes overlapping held/confirmed rows impossible.
 */
export const BoothReservations: CollectionConfig = {
  slug: 'booth-reservations',
  admin: {
    defaultColumns: ['booth', 'startsAt', 'endsAt', 'status', 'booking'],
    ...systemCollection,
  },
  defaultSort: 'startsAt',
  access: { read: isStaff, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'booking', type: 'relationship', relationTo: 'bookings', required: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'booth',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'booth1 or booth2' },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'held',
          index: true,
          options: ['held', 'confirmed', 'released'],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { ...instantField('startsAt'), required: true } as Field,
        { ...instantField('endsAt'), required: true } as Field,
        instantField('holdExpiresAt'),
      ],
    },
  ],
}
